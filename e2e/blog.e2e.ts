/**
 * The public blog in both variants (issue 14): a visitor goes from the sign-in page to the blog,
 * picks a category, reads an article in three languages with the page's title and description
 * following it, and finds the popular list and the way in; an article whose saved body carried
 * script runs none of it.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { admin } from "./support/site.ts";

const variantOf = (name: string) => (name === "phone" ? "m" : "w");

async function chooseLanguage(page: Page, phone: boolean, label: string, lang: string) {
  if (phone) {
    await page.getByRole("button", { name: /選擇語言|Choose a language|选择语言/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: label }).click();
  } else {
    await page.getByRole("combobox", { name: /選擇語言|Choose a language|选择语言/ }).selectOption(lang);
  }
}

test("a visitor reads the blog: a category, an article, in three languages", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  const phone = v === "m";
  await page.goto(`/${v}/login`);
  // Traditional Chinese by default.
  await page.getByRole("link", { name: "部落格" }).click();
  await expect(page).toHaveURL(new RegExp(`/${v}/blog$`));
  await expect(page.getByRole("heading", { level: 1, name: "部落格" })).toBeVisible();
  await expect(page).toHaveTitle("部落格 · Amora");
  const categories = page.getByRole("navigation", { name: "部落格分類" });
  await categories.getByRole("link", { name: "安全指南" }).click();
  await expect(page).toHaveURL(new RegExp(`/${v}/blog\\?tid=\\d+$`));
  await expect(categories.getByRole("link", { name: "安全指南" })).toHaveAttribute("aria-current", "page");
  const grid = page.locator("[data-slot=article-grid]");
  // The four opening safety articles (another journey may have added one).
  await expect(grid.getByRole("listitem").nth(3)).toBeVisible();

  await grid.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/${v}/blogcont\\?cid=\\d+&tid=\\d+$`));
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toBeVisible();
  const zhtwTitle = (await title.textContent()) ?? "";
  await expect(page).toHaveTitle(`${zhtwTitle} · Amora`);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute("content", /.{30,}/);
  await expect(page.getByRole("region", { name: "最多人閱讀" })).toBeVisible();

  // The same article in English, then in simplified Chinese: title, body and page title follow.
  await chooseLanguage(page, phone, "English", "en");
  await expect(title).not.toHaveText(zhtwTitle);
  const enTitle = (await title.textContent()) ?? "";
  expect(enTitle).toMatch(/[A-Za-z]/);
  await expect(page).toHaveTitle(`${enTitle} · Amora`);
  await expect(page.locator("[data-slot=article-body] p").first()).toContainText(/[A-Za-z]{4}/);
  await expect(page.getByRole("region", { name: "Most read" })).toBeVisible();
  await chooseLanguage(page, phone, "简体中文", "zhcn");
  await expect(page.getByRole("region", { name: "最多阅读" })).toBeVisible();
  await expect(title).not.toHaveText(enTitle);

  // The way in.
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(new RegExp(`/${v}/login$`));
});

test("an article whose body carried script shows its words and runs nothing", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  const file = path.join(os.tmpdir(), `blog-xss-${info.project.name}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      articles: [
        {
          slug: `xss-check-${info.project.name}`,
          category: "dating-tips",
          title: { en: "A harmless title" },
          body: {
            en:
              '<p>Plain words stay.</p><script>window.__pwned = "script"</script>' +
              '<img src="x" onerror="window.__pwned = \'onerror\'">' +
              "<p><a href=\"javascript:window.__pwned='link'\">a link</a></p>" +
              "<iframe srcdoc=\"<script>parent.__pwned = 'frame'</script>\"></iframe>",
          },
        },
      ],
    }),
  );
  const saved = admin("article", file);
  const id = Number(/ids (\d+)/.exec(saved)?.[1]);
  expect(id).toBeGreaterThan(0);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.goto(`/${v}/blogcont?cid=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "A harmless title" })).toBeVisible();
  const body = page.locator("[data-slot=article-body]");
  await expect(body).toContainText("Plain words stay.");
  await expect(body.locator("script, iframe, [onerror]")).toHaveCount(0);
  const link = body.getByRole("link", { name: "a link" });
  if ((await link.count()) > 0) await expect(link).not.toHaveAttribute("href", /javascript:/i);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
