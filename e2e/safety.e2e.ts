/**
 * Member safety (issue 15), as two members live it in both variants: a message that moves the talk
 * to another app asks its sender "are you sure?" first, reaches the other member with a calm safety
 * note, and is reported from that note with the message attached. The same for a mail.
 */
import { expect, type Page, test } from "@playwright/test";
import { CHAT_PAIRS as PAIRS, signedIn } from "./support/chat.ts";

async function openChat(page: Page, variant: "w" | "m", uid: number) {
  await page.bringToFront();
  await page.goto(variant === "w" ? `/w/home/chat?uid=${uid}` : `/m/home/chat/index?uid=${uid}`);
  await expect(page.getByRole("textbox", { name: /message/i })).toBeVisible();
}

/** Reports from the open report dialog; the answer is a toast (a rerun the same day says so). */
async function sendReport(page: Page, username: string) {
  // Headless UI's dialog element has no box of its own: its panel's content is what shows.
  const dialog = page.getByRole("dialog", { name: `Report ${username}` });
  const heading = dialog.getByRole("heading", { name: `Report ${username}` });
  await expect(heading).toBeVisible();
  await dialog.getByRole("radio", { name: "Advertising or spam" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText(/Report submitted|already reported this member today/)).toBeVisible();
  await expect(heading).toBeHidden();
}

test("a risky chat message asks its sender first, and its recipient sees a note and reports it", async ({
  browser,
}, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  const me = await signedIn(browser, PAIRS[project].me, info.project.use);
  const other = await signedIn(browser, PAIRS[project].other, info.project.use);
  const text = `Add me on WhatsApp, it is easier there ${Date.now() % 10000}`;

  await openChat(other.page, variant, me.id);
  const box = other.page.getByRole("textbox", { name: /message/i });
  await box.fill(text);
  await box.press("Enter");
  const prompt = other.page.getByRole("alertdialog", { name: "Send this message?" });
  await expect(prompt).toContainText("It asks to move to another app.");
  // Edit keeps the draft and sends nothing; Send anyway sends it.
  await prompt.getByRole("button", { name: "Edit" }).click();
  await expect(prompt).toBeHidden();
  await expect(box).toHaveValue(text);
  await box.press("Enter");
  await other.page.getByRole("alertdialog").getByRole("button", { name: "Send anyway" }).click();
  await expect(box).toHaveValue("");
  await expect(other.page.getByText(text).last()).toBeVisible();
  // The sender's own message carries no note.
  await expect(other.page.getByRole("note")).toHaveCount(0);

  await openChat(me.page, variant, other.id);
  await expect(me.page.getByText(text).last()).toBeVisible();
  const note = me.page.getByRole("note", { name: "Take care with this message" }).last();
  await expect(note).toContainText("It asks to carry on in another app.");
  await me.page.screenshot({ path: `test-results/screens/safety-chat-${project}.png` });
  await note.getByRole("button", { name: `Report this from ${other.username}` }).click();
  await sendReport(me.page, other.username);

  await me.page.context().close();
  await other.page.context().close();
});

test("a risky mail asks before it goes, and its reader sees a note and reports it", async ({
  browser,
}, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  const me = await signedIn(browser, PAIRS[project].me, info.project.use);
  const other = await signedIn(browser, PAIRS[project].other, info.project.use);
  const body = `Send me USDT and I double it ${Date.now() % 10000}`;

  await me.page.bringToFront();
  await me.page.goto(variant === "w" ? "/w/home/message?compose=1" : "/m/home/email/send");
  await me.page.getByRole("textbox", { name: /recipient|username/i }).fill(other.username);
  await me.page.getByRole("textbox", { name: /^message|content/i }).fill(body);
  await me.page.getByRole("button", { name: /^send$/i }).click();
  const prompt = me.page.getByRole("alertdialog", { name: "Send this mail?" });
  await expect(prompt).toContainText("It mentions money.");
  await prompt.getByRole("button", { name: "Send anyway" }).click();
  await expect(me.page.getByText("Sent").first()).toBeVisible();

  await other.page.bringToFront();
  await other.page.goto(variant === "w" ? "/w/home/message" : "/m/home/email/list");
  await other.page
    .getByRole("button", { name: new RegExp(body.slice(0, 16)) })
    .first()
    .click();
  const mail = other.page.getByRole("dialog", { name: `Mail from ${me.username}` });
  await expect(mail.getByText(body)).toBeVisible();
  const note = mail.getByRole("note", { name: "Take care with this mail" });
  await expect(note).toContainText("It asks for money, a transfer, gift cards or crypto.");
  await other.page.screenshot({ path: `test-results/screens/safety-mail-${project}.png` });
  await note.getByRole("button", { name: `Report this from ${me.username}` }).click();
  await sendReport(other.page, me.username);

  await me.page.context().close();
  await other.page.context().close();
});
