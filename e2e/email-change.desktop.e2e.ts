/**
 * Changing the e-mail address on the desktop (ARCHITECTURE, safety): the form asks for the current
 * password once the address differs, the change waits for the link mailed to the new address, and
 * opening that link changes it.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { admin, E2E_DATA_DIR, signIn } from "./support/site.ts";

/** The confirmation link of the newest mail to `address` in the site's outbox. */
async function confirmLink(address: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  for (let i = 0; i < 100; i++) {
    for (const file of (await readdir(outbox).catch(() => [] as string[])).sort().reverse()) {
      const mail = await simpleParser(await readFile(path.join(outbox, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
      const link = mail.text?.match(/https?:\/\/\S+\/confirm-email\?code=[\w-]+/)?.[0];
      if (to === address && link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation link reached ${address}`);
}

test("a new e-mail address takes the password and the mailed link", async ({ page, request }) => {
  const username = `mail${Date.now() % 1_000_000}`;
  const registered = await request.post("/member/index/register", {
    form: {
      username,
      email: `${username}@example.com`,
      password: "secret-tulip-42",
      sex: 1,
      birthday: Date.UTC(1990, 4, 1),
      country: "TW",
      interest: "a",
      source: "Web",
    },
  });
  expect((await registered.json()).status).toBe(200);
  admin("approve", username);
  await signIn(page, username, "secret-tulip-42");
  await page.goto("/w/home/user/edit");

  const next = `moved-${username}@example.com`;
  const email = page.getByRole("textbox", { name: "E-mail" });
  await email.fill(next);
  await expect(page.getByText(/A new address takes your current password/)).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter your current password to change your e-mail address")).toBeVisible();

  await page.getByLabel("Current password").fill("secret-tulip-42");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText(`Saved. Open the link we sent to ${next} to confirm your new address`),
  ).toBeVisible();

  const link = new URL(await confirmLink(next));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/w\/confirm-email\?code=/);
  await expect(page.getByRole("status")).toHaveText("Your e-mail address is changed");
  await page.getByRole("link", { name: "Go to my account" }).click();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(next);
});
