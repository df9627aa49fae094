import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { AdminCalls } from "@site/contracts";
import { totpCode, totpStep } from "../../apps/server/src/lib/totp.ts";

/** The port of the first journeys' site; each Playwright worker has its own site on the next ones. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8187);
/**
 * Where this process's site runs and keeps its data (a fresh folder for every run): in a
 * Playwright worker, the site of its slot (TEST_PARALLEL_INDEX), so that workers never meet each
 * other's members, messages and settings; elsewhere (serve.ts, told its port) the first.
 */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORT = E2E_BASE_PORT + SLOT;
/**
 * The data folder of the site of `slot`: one per port in the temporary folder, or E2E_DATA_DIR
 * when given (the first slot's; the others' get `-<slot>` after it, so no two sites share one).
 */
export function dataDirOf(slot: number): string {
  const given = process.env.E2E_DATA_DIR;
  if (!given) return path.join(os.tmpdir(), `site-e2e-${E2E_BASE_PORT + slot}`);
  return slot === 0 ? given : `${given}-${slot}`;
}
export const E2E_DATA_DIR = dataDirOf(SLOT);
const root = fileURLToPath(new URL("../..", import.meta.url));

/** `npm run admin -- <args>` against the journeys' site, as an administrator would run it. */
export function admin(...args: string[]): string {
  const run = spawnSync(process.execPath, [path.join(root, "apps/server/src/cli/admin.ts"), ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: "", REDIS_URL: "" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${run.stderr}`);
  return run.stdout.trim();
}

let registrations = 0;
/**
 * A new member, registered and approved, with no credits and nothing done yet: for a journey that
 * needs a member no earlier journey has touched (the demo members' balances grow as the run goes).
 * Each registers from an address of its own (the harness plays the site's proxy), so the journeys'
 * sign-ups stay under the per-address limit however many ran before.
 */
export async function newMember(page: Page, tag: string): Promise<string> {
  const username = `${tag}${Date.now() % 1_000_000}`;
  registrations += 1;
  const registered = await page.request.post("/member/index/register", {
    headers: { "x-forwarded-for": `203.0.113.${(Date.now() + registrations) % 250}` },
    form: {
      username,
      email: `${username}@example.com`,
      password: "secret-tulip-42",
      sex: 0,
      birthday: Date.UTC(1992, 2, 3),
      country: "TW",
      interest: "a",
      source: "Web",
    },
  });
  const answer = (await registered.json()) as { status: number; msg?: string };
  if (answer.status !== 200) throw new Error(`registration of ${username} refused: ${answer.msg}`);
  admin("approve", username);
  return username;
}

export interface SignedIn {
  token: string;
  username: string;
  id: number;
  vip: number;
}

/**
 * Signs `account` in through the API and hands its token to the page before the app first boots
 * (an init script, once per tab), so the app starts as that member and no page is left mid-boot.
 * Later reloads keep whatever the journey changed (the language, a sign-out).
 */
export async function signIn(page: Page, account: string, password = "demo1234"): Promise<SignedIn> {
  const login = async () => {
    const response = await page.request.post("/member/index/login", { form: { account, password } });
    const answer = (await response.json()) as {
      status: number;
      msg?: string;
      data: SignedIn & { second_factor?: "enrol" | "verify" };
    };
    if (answer.status !== 200) throw new Error(`sign-in of ${account} refused: ${answer.msg}`);
    return answer;
  };
  let answer = await login();
  // Staff open the console with a second factor (issue 51). The journey holds no authenticator
  // between sign-ins: a staff member enrolled before is reset (`npm run admin -- reset-2fa`) and
  // enrols again, the code computed from the key the enrolment shows, as an authenticator would.
  if (answer.data.second_factor === "verify") {
    admin("reset-2fa", account);
    answer = await login();
  }
  if (answer.data.second_factor === "enrol") {
    const headers = { authorization: `Bearer ${answer.data.token}` };
    const enrol = await page.request.post(AdminCalls.secondFactorEnrol, { headers, data: {} });
    const { secret } = ((await enrol.json()) as { data: { secret: string } }).data;
    const code = totpCode(secret, totpStep(new Date()));
    const confirm = await page.request.post(AdminCalls.secondFactorConfirm, { headers, data: { code } });
    const confirmed = (await confirm.json()) as { status: number; msg?: string };
    if (confirmed.status !== 200) throw new Error(`second factor of ${account} refused: ${confirmed.msg}`);
  }
  await page.addInitScript((token) => {
    if (location.origin === "null" || sessionStorage.getItem("e2e-signed-in")) return;
    sessionStorage.setItem("e2e-signed-in", "1");
    localStorage.setItem("token", token);
    localStorage.setItem("lang", "en");
  }, answer.data.token);
  return answer.data;
}
