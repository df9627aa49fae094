/** Mail in both variants: a letter written on the site shows in the writer's Sent box. */
import { expect, test } from "@playwright/test";
import { signIn } from "./support/site.ts";

const isPhone = (name: string) => name === "phone";

test("a mail sent from the composer shows in the Sent box, to whom and what", async ({ page }, info) => {
  await signIn(page, "demo");
  const text = `Dinner on Friday, ${Date.now() % 100000}`;
  if (isPhone(info.project.name)) {
    await page.goto("/m/home/email/send");
  } else {
    await page.goto("/w/home/message");
    await page.getByRole("button", { name: "New mail" }).click();
  }
  await page.getByRole("textbox", { name: "To (username)" }).fill("demo2");
  await page.getByRole("textbox", { name: "Content" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  if (!isPhone(info.project.name)) {
    await expect(page.getByText("Mail sent").first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: "New mail" })).toBeHidden();
    await page.getByRole("tab", { name: "Sent" }).click();
  }
  await expect(page).toHaveURL(/box=sent/);
  const row = page.getByRole("button", { name: new RegExp(`To demo2.*${text}`) });
  await expect(row).toBeVisible();
  await row.click();
  const dialog = page.getByRole("dialog", { name: "Mail to demo2" });
  await expect(dialog).toContainText(text);
  await expect(dialog.getByRole("button", { name: "Reply" })).toHaveCount(0);
});
