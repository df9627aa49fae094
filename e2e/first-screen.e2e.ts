/**
 * The first screen's modules are asked for with the page (issue 11): the inline script of
 * index.html preloads the stored language and the route's chunks, the CSP lets that script run by
 * its hash, and nothing on the page is refused by the CSP. As a visitor on the sign-in page and as a
 * member on the home of each variant.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/site.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1000) < 600;

/** The modulepreload links the page holds, by file name without its hash ("login-page"). */
const preloaded = (page: Page) =>
  page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((l) => (l.getAttribute("href") ?? "").replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "")),
  );

function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test("a visitor's sign-in page asks for its language and its route with the page", async ({ page }) => {
  const refused = cspRefusals(page);
  await page.goto(isPhone(page) ? "/m/login" : "/w/login");
  await expect(page.getByRole("button", { name: /登入|Sign in/ }).first()).toBeVisible();
  const names = await preloaded(page);
  expect(names).toContain("login-page");
  expect(names).toContain("zhtw"); // the default language, nothing stored yet
  expect(names).not.toContain("en");
  expect(refused).toEqual([]);
});

test("a member's home asks for its shell, its page and the stored language with the page", async ({
  page,
}) => {
  const refused = cspRefusals(page);
  await signIn(page, "demo"); // stores English
  await page.goto(isPhone(page) ? "/m/home" : "/w/home/index");
  await expect(page.getByRole("navigation").first()).toBeVisible();
  const names = await preloaded(page);
  expect(names).toEqual(
    expect.arrayContaining(
      isPhone(page) ? ["mobile-shell", "mobile-home-page", "en"] : ["web-shell", "web-home-page", "en"],
    ),
  );
  expect(names).not.toContain("zhtw");
  expect(names).not.toContain("login-page");
  expect(refused).toEqual([]);
});
