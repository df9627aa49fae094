/** The phone home (issue 18): a header that stays, tabs that fit, a search with its button. */
import { expect, test } from "@playwright/test";
import { signIn } from "./support/site.ts";

test("the phone home keeps its header and tabs on screen and searches with a button", async ({ page }) => {
  await signIn(page, "demo");
  await page.goto("/m/home/index");
  const header = page.locator("header").filter({ has: page.getByRole("tablist") });
  await expect(header.getByText("Amora")).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Home" })).toBeInViewport();
  await expect(page.locator("article").first()).toBeVisible();

  // Scrolled down the list, the header and the tabs are still there.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(page.getByRole("tab", { name: "Recommend" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );

  await page.getByRole("tab", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Username" }).fill("demo2");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("button", { name: "demo2", exact: true })).toBeVisible();
});
