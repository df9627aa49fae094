/** The desktop info pages (spec §2 /w/info). */
import { expect, test } from "@playwright/test";

// The info pages are a desktop route (spec §2): this file runs in the desktop project only.
test("the info pages are there, and info opens about us", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.goto("/w/info");
  await expect(page).toHaveURL(/\/w\/info\/about-us$/);
  for (const [link, heading] of [
    ["Contact us", "Contact us"],
    ["Help centre", "Help centre"],
    ["Privacy policy", "Privacy policy"],
    ["Refund and cancellation", "Refund and cancellation"],
    ["Terms of use", "Terms of use"],
  ]) {
    await page.getByRole("navigation", { name: "Amora" }).first().getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});
