/**
 * Page baselines (issue 18): the main screens of both variants in English and traditional
 * Chinese, on a 1440 px desktop and a Pixel 7, and the phone's tightest screens again on an
 * iPhone SE (issue 50), compared with the committed screenshots in e2e/pages/. The site's clock, server and
 * browser, stands at PAGES_NOW and its data is fixed (support/serve-pages.ts), so a difference is
 * a change of the screen. After an intended change: `npm run visual -- --update-snapshots`.
 */
import { expect, test } from "@playwright/test";
import { PAGE_SCREENS, PAGES_DEVICE, PAGES_LANGUAGES, PAGES_NOW, PAGES_TIMEZONE } from "./support/pages.ts";
import { settle } from "./support/settle.ts";
import { signIn } from "./support/site.ts";

let other: number | undefined;

for (const variant of ["w", "m", "se"] as const) {
  for (const lang of PAGES_LANGUAGES) {
    for (const screen of PAGE_SCREENS[variant]) {
      test(`${variant} ${screen.name} ${lang}`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          ...PAGES_DEVICE[variant],
          baseURL,
          timezoneId: PAGES_TIMEZONE,
          locale: lang === "en" ? "en-US" : "zh-TW",
        });
        try {
          const page = await context.newPage();
          await page.clock.setFixedTime(PAGES_NOW);
          if (screen.member) {
            other ??= (
              (await (
                await page.request.post("/member/index/login", {
                  form: { account: "demo2", password: "demo1234" },
                })
              ).json()) as { data: { id: number } }
            ).data.id;
            await signIn(page, "demo");
          }
          await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
          await page.goto(screen.path.replace(":other", String(other)));
          await expect(page).toHaveURL(
            (u) => u.pathname === screen.path.split("?")[0]?.replace(":other", String(other)),
          );
          if (screen.waitFor) await expect(page.locator(screen.waitFor)).toBeVisible({ timeout: 10_000 });
          await settle(page, { quietMs: 300 });
          await page.waitForLoadState("networkidle");
          await page.evaluate(async () => {
            await document.fonts.ready;
            // A lazy image off screen (further along the home's wall) never loads, so its decode
            // never settles: each gets two seconds at most.
            const atMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
            await Promise.all(
              [...document.images].map((img) =>
                img.complete ? undefined : Promise.race([img.decode().catch(() => undefined), atMost(2000)]),
              ),
            );
          });
          await expect(page).toHaveScreenshot(`${variant}-${screen.name}-${lang}.png`);
        } finally {
          await context.close();
        }
      });
    }
  }
}
