/**
 * The account journey in both variants: register, wait for review, be approved by the
 * administrator's command, sign in, reach home, sign out; remember me; form validation.
 */
import { expect, type Page, test } from "@playwright/test";
import { admin } from "./support/site.ts";

const variantOf = (project: string) => (project === "phone" ? "m" : "w");
const registerPath = (v: string) => (v === "m" ? "/m/Register" : "/w/regist");

async function english(page: Page) {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
}

async function signIn(page: Page, account: string, password: string, remember = true) {
  await page.getByLabel("Username or e-mail").fill(account);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const box = page.getByRole("checkbox", { name: "Remember me" });
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page, v: string) {
  if (v === "w") {
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
  } else {
    await page.goto("/m/home/my/Setup/index");
    await page.getByRole("button", { name: "Sign out" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${v}/login$`));
}

test("register, wait for review, get approved, sign in, reach home, sign out", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  const username = `e2e${v}${Date.now() % 1_000_000}`;
  await english(page);
  await page.goto(registerPath(v));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("E-mail").fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill("secret123");
  await page.getByLabel("Repeat password").fill("secret123");
  await page.getByRole("radio", { name: "Female" }).click();
  if (v === "w") {
    await page.getByRole("combobox", { name: "Year" }).selectOption("1994");
    await page.getByRole("combobox", { name: "Month" }).selectOption("2");
    await page.getByRole("combobox", { name: "Day" }).selectOption("28");
  } else {
    await page.getByLabel("Birthday").fill("1994-02-28");
  }
  await page.getByRole("button", { name: "Country or region" }).click();
  await page.getByRole("option", { name: "Taiwan" }).click();
  await page.getByRole("checkbox", { name: "Dating" }).click();
  await expect(page.getByRole("checkbox", { name: /I am 18 or older/ })).toBeChecked();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Your account is under review" })).toBeVisible();
  await expect(page.getByText(`Thank you for joining, ${username}`)).toBeVisible();

  expect(admin("approve", username)).toBe(`${username} is approved`);
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByRole("heading", { name: "Your account is under review" })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));

  await signOut(page, v);
  await signIn(page, username, "secret123");
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));
  expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[\w-]{43}$/);
  await signOut(page, v);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("remember me keeps the username, never the password", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  await english(page);
  await page.goto(`/${v}/login`);
  await signIn(page, "demo", "demo1234", true);
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain("demo");
  expect(stored).not.toContain("demo1234");
  await signOut(page, v);
  await expect(page.getByLabel("Username or e-mail")).toHaveValue("demo");

  await signIn(page, "demo", "demo1234", false);
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));
  await signOut(page, v);
  await expect(page.getByLabel("Username or e-mail")).toHaveValue("");
});

test("a signed-in member who opens the login page goes home", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  await english(page);
  await page.goto(`/${v}/login`);
  await signIn(page, "demo2", "demo1234");
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));
  await page.goto(`/${v}/login`);
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));
});

test("wrong credentials and bad input get clear messages, and nothing is lost", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  await english(page);
  await page.goto(`/${v}/login`);
  await signIn(page, "demo", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect username or password" })).toBeVisible();
  await expect(page.getByLabel("Username or e-mail")).toHaveValue("demo");

  await page.goto(registerPath(v));
  await page.getByLabel("Username").fill("bad name!");
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByLabel(/^Password/).fill("123");
  await page.getByLabel("Repeat password").fill("456");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Username format error")).toBeVisible();
  await expect(page.getByText("E-mail format error")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("bad name!");

  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("E-mail").fill("someone-new@example.com");
  await page.getByLabel(/^Password/).fill("secret123");
  await page.getByLabel("Repeat password").fill("secret123");
  if (v === "w") {
    await page.getByRole("combobox", { name: "Year" }).selectOption("1990");
    await page.getByRole("combobox", { name: "Month" }).selectOption("1");
    await page.getByRole("combobox", { name: "Day" }).selectOption("1");
  }
  await page.getByRole("button", { name: "Country or region" }).click();
  await page.getByRole("option", { name: "Japan" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("The username has been used")).toBeVisible();
});

test("forgot password answers the same for any address", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  await english(page);
  await page.goto(`/${v}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The login form stays until the next page's module has loaded, and its "Username or e-mail"
  // would take the address: wait for the page itself.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill("nobody-at-all@example.com");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /If the address belongs to an account/ }),
  ).toBeVisible();
});
