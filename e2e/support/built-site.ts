/**
 * The built site for a measuring script (npm run size, bench/lighthouse.ts): started here on a
 * fresh data folder with the demo data, or SITE_URL when it is set (then nothing is started).
 */
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface BuiltSite {
  /** The site's base address. */
  url: string;
  /** Resolves once /w/login answers; fails if the site exits first or does not answer in time. */
  ready(ms?: number): Promise<void>;
  stop(): void;
  /** A session token of the demo member (demo / demo1234), signed in through the spec's call. */
  demoToken(): Promise<string>;
}

export function builtSite(name: string, port: number): BuiltSite {
  const url = process.env.SITE_URL ?? `http://127.0.0.1:${port}`;
  const server: ChildProcess | undefined = process.env.SITE_URL
    ? undefined
    : spawn(process.execPath, [path.join(root, "e2e/support/serve.ts")], {
        env: {
          ...process.env,
          E2E_PORT: String(port),
          E2E_DATA_DIR: path.join(os.tmpdir(), `site-${name}-${port}`),
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
  return {
    url,
    async ready(ms = 120_000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if (server?.exitCode != null)
          throw new Error(`the site exited (${server.exitCode}) before it answered`);
        const ok = await fetch(`${url}/w/login`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error(`${url} did not answer within ${ms / 1000} s`);
    },
    stop: () => void server?.kill(),
    async demoToken() {
      const response = await fetch(`${url}/member/index/login`, {
        method: "POST",
        body: new URLSearchParams({ account: "demo", password: "demo1234" }),
      });
      const answer = (await response.json()) as { status: number; msg?: string; data: { token: string } };
      if (answer.status !== 200) throw new Error(`sign-in of demo refused: ${answer.msg}`);
      return answer.data.token;
    },
  };
}
