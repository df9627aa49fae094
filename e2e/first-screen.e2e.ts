/**
 * The first screen paints before any script is asked for, then its modules are asked for together
 * (issue 11): index.html holds its stylesheet and no script tag of its own, its inline loader adds
 * the entry, the stored language and the route's chunks after the first paint, the CSP lets that
 * loader run by its hash, and nothing on the page is refused by the CSP. As a visitor on the
 * sign-in page and as a member on the home of each variant.
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

test("the static shell paints without waiting for a script or a stylesheet", async ({ page, request }) => {
  // A screen the server does not render (the public pages it does, issue 49): the static frame.
  const html = await (await request.get("/m/home")).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/); // inlined: nothing blocks the first paint
  expect(html).not.toMatch(/<script[^>]+src=/); // the loader adds the entry after the first frame
  expect(html).toMatch(/<style>[^<]*\.rounded-full/); // the site's own sheet, not only the shell's
  expect(html).toMatch(/<div id="root"><!--app-->\s*<div class="boot"/); // the shell to paint (the marker: a server-rendered page replaces it)
  // The app's manifest is linked by the phone shell's app layer, later: not parsed with this page.
  expect(html).not.toMatch(/rel="manifest"/);
  await page.goto(isPhone(page) ? "/m/login" : "/w/login");
  await expect(page.getByRole("button", { name: /登入|Sign in/ }).first()).toBeVisible();
  // The loader did add the entry (the app rendered from it), as a module script of the site.
  expect(await page.locator('script[type="module"][src^="/assets/index-"]').count()).toBe(1);
});

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

test("a deep link to a screen that is not preloaded opens with no warning from the router", async ({
  page,
}) => {
  // Chat, mail and the blog load their modules after the first render; the router shows its
  // fallback meanwhile instead of nothing (and said so in the console on every such screen).
  const said: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") said.push(message.text());
  });
  await signIn(page, "demo");
  const phone = isPhone(page);
  await page.goto(phone ? "/m/home/chat/service" : "/w/home/message");
  await expect(page.getByRole(phone ? "textbox" : "heading").first()).toBeVisible();
  await page.goto(phone ? "/m/blog" : "/w/blog");
  await expect(page.getByRole("heading").first()).toBeVisible();
  expect(said.filter((text) => /HydrateFallback|react-router/i.test(text))).toEqual([]);
});
