/**
 * The hashes of the inline scripts of the site's index.html, for the CSP's script-src: the page
 * may run exactly those (the first screen's preload list, apps/web/scripts/first-screen-preload.ts)
 * and no other inline script.
 */
import { createHash } from "node:crypto";

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*["']?(application\/json|importmap)/i.test(attributes))
      continue;
    if (body.trim() === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}
