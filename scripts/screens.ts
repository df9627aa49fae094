/**
 * npm run screens: screenshots of every screen of both variants in all three languages, for a
 * designer's look, written to test-results/screens/. Needs a running site (npm start): SITE_URL.
 */
import { mkdirSync } from "node:fs";
import { chromium, devices } from "@playwright/test";
import { chromiumLaunch } from "./chromium.ts";

const site = process.env.SITE_URL ?? "http://127.0.0.1:8080";
const out = "test-results/screens";
mkdirSync(out, { recursive: true });

const visitor = {
  w: [
    "login",
    "regist",
    "regist/DEMO2026",
    "forgot-password",
    "reset-password?code=example",
    "blog",
    "info/about-us",
    "info/contact-us",
    "info/help-center",
    "info/privacy-policy",
    "info/refund",
    "info/terms-of-use",
  ],
  m: [
    "login",
    "Register",
    "regist/DEMO2026",
    "Forgotpassword",
    "reset-password?code=example",
    "agreement",
    "blog",
  ],
};
const member = {
  w: ["home/index", "home/member/online", "home/user/edit"],
  m: ["home/my/index", "home/my/Setup/index", "home/index", "home/message"],
};

const browser = await chromium.launch(chromiumLaunch);
for (const variant of ["w", "m"] as const) {
  for (const lang of ["zhtw", "zhcn", "en"]) {
    const context = await browser.newContext(
      variant === "m" ? { ...devices["Pixel 7"] } : { viewport: { width: 1366, height: 900 } },
    );
    await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
    const page = await context.newPage();
    const shoot = async (path: string) => {
      await page.goto(`${site}/${variant}/${path}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({
        path: `${out}/${variant}-${lang}-${path.replace(/[/?=]/g, "_")}.png`,
        fullPage: true,
      });
    };
    for (const path of visitor[variant]) await shoot(path);
    const login = await page.request.post(`${site}/member/index/login`, {
      form: { account: "demo", password: "demo1234" },
    });
    const { data } = (await login.json()) as { data: { token: string } };
    await page.evaluate((t) => localStorage.setItem("token", t), data.token);
    for (const path of member[variant]) await shoot(path);
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}/`);
