/** Visitor journeys in both variants: the root redirect, the guards, the info and terms pages, languages. */
import { expect, test } from "@playwright/test";
import { signIn } from "./support/site.ts";

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
  const v = isPhone(info.project.name) ? "m" : "w";
  // The route of spec §2, and the old client's hash form of it.
  for (const link of ["/invitation/DEMO2026", "/#/invitation/DEMO2026"]) {
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/${v}/regist/DEMO2026$`));
    await expect(page.getByRole("textbox", { name: "邀請碼" })).toHaveValue("DEMO2026");
  }
});

test("the invitation a member copies opens, signed out, the register form with the code filled in", async ({
  page,
  browser,
  baseURL,
}, info) => {
  const v = isPhone(info.project.name) ? "m" : "w";
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "demo");
  // The desktop's invite box on home, the phone's invite page.
  await page.goto(v === "w" ? "/w/home/index" : "/m/home/invite");
  await page.getByRole("button", { name: "Get my link" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite friends" });
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/Copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await dialog.getByRole("textbox", { name: "Your invitation" }).inputValue());

  // Spec §2's invitation route, a plain path on the address the member is on.
  const link = copied.match(/https?:\/\/\S+$/)?.[0] ?? "";
  const code = link.match(new RegExp(`^${baseURL}/invitation/([A-Za-z0-9]+)$`))?.[1];
  expect(code, `the link in "${copied}"`).toBeTruthy();

  // A friend opens it on the same kind of device, signed out.
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const friend = await browser.newContext({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });
  try {
    const tab = await friend.newPage();
    await tab.goto(link);
    await expect(tab).toHaveURL(new RegExp(`/${v}/regist/${code}$`));
    await expect(tab.getByRole("textbox", { name: "邀請碼" })).toHaveValue(code as string);
    await expect(tab.getByRole("checkbox", { name: /年滿 18 歲/ })).not.toBeChecked();
  } finally {
    await friend.close();
  }
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
