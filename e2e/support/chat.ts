/** What the chat journeys share: their pairs of members, and a member signed in in a context of their own. */
import { type Browser, test } from "@playwright/test";
import { admin, signIn } from "./site.ts";

/** Desktop pairs demo (gold) with demo2; the phone pairs two seeded members. */
export const CHAT_PAIRS = {
  desktop: { me: "demo", other: "demo2" },
  phone: { me: "member4@demo.example.com", other: "member3@demo.example.com" },
} as const;

/** A gold member free to chat, in a browser context of their own (two members side by side). */
export async function signedIn(browser: Browser, account: string, device: object) {
  const context = await browser.newContext({ ...device, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const data = await signIn(page, account);
  // Gold for both: these journeys are about the conversation, not the allowance.
  admin("set-vip", data.username, "2", "1");
  admin("unban-chat", data.username);
  return { page, ...data };
}
