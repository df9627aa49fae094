/** Visitor journeys in both variants: the root redirect, the guards, the info and terms pages, languages. */
import { expect, test } from "@playwright/test";

const isPhone = (name: string) => name === "phone";

test("the root sends each terminal to its own variant's login", async ({ page }, info) => {
  await page.goto("/");
  await expect(page).toHaveURL(isPhone(info.project.name) ? /\/m\/login$/ : /\/w\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a login-needing page sends a visitor to that variant's login", async ({ page }, info) => {
  const v = isPhone(info.project.name) ? "m" : "w";
  await page.goto(`/${v}/home/index`);
  await expect(page).toHaveURL(new RegExp(`/${v}/login$`));
});

test("a path of the other variant goes back to the root, and from there to this one", async ({
  page,
}, info) => {
  const [mine, other] = isPhone(info.project.name) ? ["m", "w"] : ["w", "m"];
  await page.goto(`/${other}/login`);
  await expect(page).toHaveURL(new RegExp(`/${mine}/login$`));
});

test("the language switch changes the page and survives a reload", async ({ page }, info) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "登入" })).toBeVisible(); // traditional Chinese by default
  if (isPhone(info.project.name)) {
    // The phone's language drawer (spec §2).
    await page.getByRole("button", { name: /選擇語言/ }).click();
    await page.getByRole("dialog", { name: "選擇語言" }).getByRole("button", { name: "English" }).click();
  } else {
    await page.getByRole("combobox", { name: /選擇語言/ }).selectOption("en");
  }
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("an invitation link opens registration with the code filled in", async ({ page }, info) => {
  await page.goto("/#/invitation/DEMO2026");
  const v = isPhone(info.project.name) ? "m" : "w";
  await expect(page).toHaveURL(new RegExp(`/${v}/regist/DEMO2026$`));
  await expect(page.getByRole("textbox", { name: "邀請碼" })).toHaveValue("DEMO2026");
});

test("the terms have 12 numbered sections, item 6 in three parts, and the owner's name", async ({
  page,
}, info) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.goto(isPhone(info.project.name) ? "/m/agreement" : "/w/info/terms-of-use");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  const sections = page.locator("article ol > li");
  await expect(sections).toHaveCount(12);
  await expect(sections.nth(5).locator("h3")).toHaveCount(3);
  await expect(page.getByText("Amora Social Ltd.").first()).toBeVisible();
  await expect(page.getByText(/60 days/).first()).toBeVisible();
});
