/** The information pages on a phone (issue 50): reachable from a desktop link and from the sign-in page. */
import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
});

test("a phone visitor who follows a link to the desktop's privacy policy reads it on /m/info", async ({
  page,
}) => {
  await page.goto("/w/info/privacy-policy");
  await expect(page).toHaveURL(/\/m\/info\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  // Readable at the phone's width: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a phone visitor opens the privacy policy from the sign-in page's footer, then the other pages", async ({
  page,
}) => {
  await page.goto("/m/login");
  // The first screen says why to join, and the form is still on it.
  await expect(page.getByRole("heading", { level: 2, name: "Meet people worth meeting" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeInViewport();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/m\/info\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Information pages" });
  for (const name of ["About us", "Contact us", "Help centre", "Refund and cancellation", "Terms of use"]) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/m\/info\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});
