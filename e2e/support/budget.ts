/**
 * First-screen budgets as a browser measures them (ARCHITECTURE, budgets): every script and
 * stylesheet a page fetches until the network is idle, each body gzipped at level 9, summed. The
 * journeys' budget check and `npm run size` both measure with this, so they report one figure.
 */
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContextOptions, devices, type Page } from "@playwright/test";
import { settle } from "./settle.ts";

/**
 * The stylesheet's budget; each screen carries its own script budget (issue 49: on React 19, the
 * sign-in pages 150 KB, the phone's signed-in home 170 KB, the desktop's 190 KB).
 */
export const BUDGET = { css: 20 * 1024 } as const;

/** A phone as the /m variant expects it (the root sends phone user agents to /m). */
const pixel = devices["Pixel 7"];
export const PHONE: BrowserContextOptions = {
  userAgent: pixel.userAgent,
  viewport: pixel.viewport,
  deviceScaleFactor: pixel.deviceScaleFactor,
  isMobile: pixel.isMobile,
  hasTouch: pixel.hasTouch,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

export interface Screen {
  name: string;
  path: string;
  device: BrowserContextOptions;
  /** Signed in as this account (password demo1234), else a visitor. */
  account?: string;
  /**
   * Its JavaScript in bytes, gzipped: `goal` is issue 49's goal for it on React 19, `js` the
   * ceiling the journeys hold it to (the goal, or, where the design card's packages cost more than
   * the goal allows, what they measure now, so that nothing grows unseen; the closing note of
   * issue 49 gives the figures).
   */
  goal: number;
  js: number;
}

/** The first screen of each variant, signed out and signed in (demo is a gold member). */
export const FIRST_SCREENS: Screen[] = [
  // formik (the design card's form library, issue 49) is 10.9 KB of the sign-in screens.
  { name: "/w/login", path: "/w/login", device: DESKTOP, goal: 150 * 1024, js: 160 * 1024 },
  { name: "/m/login", path: "/m/login", device: PHONE, goal: 150 * 1024, js: 160 * 1024 },
  // Signed in (a gold member): the shell's menus and their panels, the hover card's panel and the
  // dialogs load on intent, the chat dock's windows when one opens. Issue 50 raised both homes'
  // ceilings (195 to 197 KB, 175 to 176.5 KB): its photo cards with their quick actions, the like
  // state, the route skeletons, the desktop's like lists and the profile nudge's hook cost 1.4 KB
  // after 1.7 KB had been won back (formik's lodash copies, swr's shim, the menus' panels); the
  // closing note of issue 50 says so, and asks for the goals to be looked at again. Issue 52 raised
  // them again (197 to 198.5 KB, 176.5 to 177.5 KB): every list's shared error state with Try again
  // and the skeleton rows the lists now load with cost /w/home 1.5 KB (measured 197.4 KB); loading
  // the error state only on a failure is the next saving to try.
  {
    name: "/w/home/index (gold member)",
    path: "/w/home/index",
    device: DESKTOP,
    account: "demo",
    goal: 190 * 1024,
    js: 198.5 * 1024,
  },
  {
    name: "/m/home (gold member)",
    path: "/m/home",
    device: PHONE,
    account: "demo",
    goal: 170 * 1024,
    js: 177.5 * 1024,
  },
];

export interface Fetched {
  url: string;
  kind: "js" | "css";
  raw: number;
  gzip: number;
  body: Buffer;
}

export interface Measured {
  js: number;
  css: number;
  files: Fetched[];
  /** Where the page ended up, and whether the app replaced the static shell of index.html (or hydrated the server's page). */
  path: string;
  rendered: boolean;
}

/**
 * Loads `path` in `page` and measures what it fetched until the network was idle. Every response
 * counts once per URL, whatever served it (a modulepreload, an import, a lazy route).
 */
export async function measureFirstScreen(page: Page, path: string): Promise<Measured> {
  const pending: Promise<Fetched | undefined>[] = [];
  const seen = new Set<string>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    const url = new URL(response.url());
    if (type === "document") {
      // The stylesheet is inlined in index.html (its first paint waits for nothing): it counts as CSS.
      pending.push(
        response.text().then(
          (html) => {
            const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
            if (!styles) return undefined;
            const body = Buffer.from(styles);
            return {
              url: `${url.pathname} <style>`,
              kind: "css" as const,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              body,
            };
          },
          () => undefined,
        ),
      );
      return;
    }
    const kind =
      type === "script" || /javascript/.test(contentType) || url.pathname.endsWith(".js")
        ? "js"
        : type === "stylesheet" || /text\/css/.test(contentType) || url.pathname.endsWith(".css")
          ? "css"
          : undefined;
    if (!kind || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push(
      response.body().then(
        (body) => ({
          url: url.pathname,
          kind,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          body,
        }),
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  // The network can fall quiet while the app is still between two lazy modules (a redirect, a
  // guard waiting for the profile): wait until the screen shows its content, then for quiet again.
  await settle(page, { quietMs: 300, timeoutMs: 15_000 });
  await page.waitForLoadState("networkidle");
  const files = (await Promise.all(pending))
    .filter((f): f is Fetched => f !== undefined)
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (kind: Fetched["kind"]) => files.filter((f) => f.kind === kind).reduce((s, f) => s + f.gzip, 0);
  // The static frame gone is not enough: a public page the server rendered has none to begin with
  // (issue 49). React's root on #root says the app itself took over the page.
  const rendered =
    (await page.locator("#root > .boot").count()) === 0 &&
    (await page.evaluate(() =>
      Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
    ));
  return { js: sum("js"), css: sum("css"), files, path: new URL(page.url()).pathname, rendered };
}

/** A fresh context for `screen` (signed in when it names an account) and its measurement. */
export async function measureScreen(browser: Browser, baseURL: string, screen: Screen): Promise<Measured> {
  const context = await browser.newContext({ ...screen.device, baseURL });
  try {
    const page = await context.newPage();
    if (screen.account) await signInAs(page, screen.account);
    return await measureFirstScreen(page, screen.path);
  } finally {
    await context.close();
  }
}

/** Signs in through the API and hands the token to the app before it boots (as e2e/support/site.ts). */
async function signInAs(page: Page, account: string): Promise<void> {
  const response = await page.request.post("/member/index/login", {
    form: { account, password: "demo1234" },
  });
  const answer = (await response.json()) as { status: number; msg?: string; data: { token: string } };
  if (answer.status !== 200) throw new Error(`sign-in of ${account} refused: ${answer.msg}`);
  await page.addInitScript((token) => localStorage.setItem("token", token), answer.data.token);
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The largest modules of the fetched scripts, from their source maps (fetched next to them):
 * each module's share of its chunk's bytes, scaled to the chunk's gzip size.
 */
export async function largestModules(
  page: Page,
  files: Fetched[],
  count = 12,
): Promise<{ module: string; gzip: number }[]> {
  const sizes = new Map<string, number>();
  for (const file of files.filter((f) => f.kind === "js")) {
    const map = await page.request.get(`${file.url}.map`).catch(() => undefined);
    if (!map?.ok() || !/json/.test(map.headers()["content-type"] ?? "")) {
      sizes.set(file.url, (sizes.get(file.url) ?? 0) + file.gzip);
      continue;
    }
    const parsed = (await map.json()) as { sources: string[]; mappings: string };
    const bytes = bytesPerSource(file.body.toString("utf8"), parsed.mappings);
    const total = [...bytes.values()].reduce((s, n) => s + n, 0) || 1;
    for (const [index, n] of bytes) {
      const name = moduleName(parsed.sources[index] ?? file.url);
      sizes.set(name, (sizes.get(name) ?? 0) + (file.gzip * n) / total);
    }
  }
  return [...sizes]
    .map(([module, gzip]) => ({ module, gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

/** node_modules sources grouped by package; the project's own by path from the repository. */
function moduleName(source: string): string {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage?.[1]) return inPackage[1];
  return source.match(/(?:^|\/)((?:apps|packages)\/.*)$/)?.[1] ?? source.replace(/^(\.\.\/)+/, "");
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Generated characters per source index: each mapping segment owns the text up to the next one. */
function bytesPerSource(code: string, mappings: string): Map<number, number> {
  const out = new Map<number, number>();
  const lines = code.split("\n");
  let source = 0;
  mappings.split(";").forEach((line, row) => {
    const length = lines[row]?.length ?? 0;
    const segments = line ? line.split(",").map(decodeVlq) : [];
    let column = 0;
    const starts: { column: number; source: number | undefined }[] = [];
    for (const segment of segments) {
      column += segment[0] ?? 0;
      if (segment.length >= 4) source += segment[1] ?? 0;
      starts.push({ column, source: segment.length >= 4 ? source : undefined });
    }
    starts.forEach((start, i) => {
      const end = starts[i + 1]?.column ?? length;
      if (start.source !== undefined)
        out.set(start.source, (out.get(start.source) ?? 0) + end - start.column);
    });
  });
  return out;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The report of one screen: its figures against the budgets, its largest chunks and modules. */
export function report(
  screen: Screen,
  measured: Measured,
  modules: { module: string; gzip: number }[],
): string {
  const js = measured.files.filter((f) => f.kind === "js");
  const verdict = (n: number, budget: number) => (n <= budget ? "ok" : `OVER by ${kb(n - budget)}`);
  return [
    `${screen.name}: JS ${kb(measured.js)} gzip in ${js.length} files (goal ${kb(screen.goal)}: ${verdict(measured.js, screen.goal)}; ceiling ${kb(screen.js)}: ${verdict(measured.js, screen.js)}), CSS ${kb(measured.css)} gzip (budget ${kb(BUDGET.css)}: ${verdict(measured.css, BUDGET.css)})`,
    "  largest chunks:",
    ...js
      .slice(0, Number(process.env.SIZE_CHUNKS ?? 8))
      .map((f) => `    ${kb(f.gzip).padStart(9)}  ${f.url}`),
    "  largest modules (share of gzip):",
    ...modules.map((m) => `    ${kb(m.gzip).padStart(9)}  ${m.module}`),
  ].join("\n");
}
