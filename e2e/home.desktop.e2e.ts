/**
 * The desktop home and its overlays (issues 18, 12): the main column holds the composer and the
 * moments, the left column the members and photo boxes; a screen still to come says what will be
 * there, toasts cover no control, the chat dock no content.
 */
import { expect, type Locator, test } from "@playwright/test";
import { signIn } from "./support/site.ts";

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("not on screen");
  return rect;
};

test("the home shows the composer, the moments and the members box, and its credits lead to the pay page", async ({
  page,
}) => {
  await signIn(page, "demo");
  await page.goto("/w/home/index");
  await expect(page.getByRole("button", { name: /What's on your mind/ })).toBeVisible();
  const moments = page.getByRole("region", { name: "Moments" });
  await expect(moments.getByRole("article").first()).toBeVisible();
  expect(await moments.getByRole("article").count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole("region", { name: "Members" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText("Coming soon")).toHaveCount(0);

  await page.goto("/w/home/pay");
  await expect(page.getByRole("heading", { name: "Buy credits", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Mail" })).toBeVisible();
});

test("a toast covers none of the header's controls, and the chat dock none of the list", async ({ page }) => {
  await signIn(page, "demo");
  await page.goto("/w/home/member/latest");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await cards
    .first()
    .getByRole("button", { name: /^(Like|Unlike)/ })
    .click();
  const toast = page.locator("[data-slot=toast]").first();
  await expect(toast).toBeVisible();
  const header = await box(page.locator("header").first());
  expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);

  // At the end of the page, the last row sits above the dock's bar.
  await page.keyboard.press("End");
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const dock = await box(page.getByRole("button", { name: /^Chats/ }).first());
  const last = await box(cards.last());
  expect(last.y + last.height).toBeLessThanOrEqual(dock.y);
});
