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

/** The birthday, chosen as a member would: the desktop's three selects, the phone's date input. */
async function chooseBirthday(page: Page, v: string, year: number, month: number, day: number) {
  if (v === "w") {
    await page.getByRole("combobox", { name: "Year" }).selectOption(String(year));
    await page.getByRole("combobox", { name: "Month" }).selectOption(String(month));
    await page.getByRole("combobox", { name: "Day" }).selectOption(String(day));
  } else {
    const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    await page.getByLabel(/^Birthday/).fill(iso);
  }
}

/** The birthday starts empty in both variants: an age the member did not state is not theirs. */
async function expectNoBirthday(page: Page, v: string) {
  if (v === "w") {
    for (const part of ["Year", "Month", "Day"]) {
      await expect(page.getByRole("combobox", { name: part })).toHaveValue("");
    }
  } else {
    await expect(page.getByLabel(/^Birthday/)).toHaveValue("");
  }
}

const termsBox = (page: Page) => page.getByRole("checkbox", { name: /I am 18 or older/ });

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
  await page.getByLabel(/^Password/).fill("secret-tulip-42");
  await page.getByLabel("Repeat password").fill("secret-tulip-42");
  await page.getByRole("radio", { name: "Female" }).click();
  await expectNoBirthday(page, v);
  await chooseBirthday(page, v, 1994, 2, 28);
  await page.getByRole("button", { name: /^Country or region/ }).click();
  await page.getByRole("option", { name: "Taiwan" }).click();
  await page.getByRole("checkbox", { name: "Dating" }).click();

  // The terms box starts unticked, and the form will not send until the member ticks it: the
  // rule shows beside the box, which takes the focus; the keyboard ticks it.
  await expect(termsBox(page)).not.toBeChecked();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(termsBox(page)).toBeFocused();
  await expect(termsBox(page)).toHaveAttribute("aria-invalid", "true");
  await expect(termsBox(page)).toHaveAccessibleDescription("Please accept the terms of use");
  await expect(page).toHaveURL(new RegExp(`${registerPath(v)}$`));
  await page.keyboard.press("Space");
  await expect(termsBox(page)).toBeChecked();
  await expect(page.getByText("Please accept the terms of use")).toBeHidden();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Your account is under review" })).toBeVisible();
  await expect(page.getByText(`Thank you for joining, ${username}`)).toBeVisible();

  expect(admin("approve", username)).toBe(`${username} is approved`);
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByRole("heading", { name: "Your account is under review" })).toBeHidden();
  // A member who registered here starts with the first steps (issue 50; onboarding.e2e.ts walks them).
  await expect(page).toHaveURL(new RegExp(`/${v}/home/welcome$`));
  await page.goto(`/${v}/home/index`);
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));

  await signOut(page, v);
  await signIn(page, username, "secret-tulip-42");
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
  await expect(
    page.getByRole("alert").filter({ hasText: "The username or password is incorrect; please try again" }),
  ).toBeVisible();
  await expect(page.getByLabel("Username or e-mail")).toHaveValue("demo");

  await page.goto(registerPath(v));
  await page.getByLabel("Username").fill("bad name!");
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByLabel(/^Password/).fill("123");
  await page.getByLabel("Repeat password").fill("456");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("That username does not look right; please check it")).toBeVisible();
  // No birthday or gender was given and the box is unticked: the rules show, and nothing was sent.
  await expect(page.getByText("Please enter your birthday")).toBeVisible();
  await expect(page.getByText("Please choose your gender")).toBeVisible();
  await expect(page.getByText("Please accept the terms of use")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();
  await expect(page.getByText("That e-mail does not look right; please check it")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(
    page.getByText("The passwords do not match; please enter the same password twice"),
  ).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("bad name!");
  // A common password is refused in words (its list loads with the first password long enough).
  await page.getByLabel(/^Password/).fill("qwerty123");
  await page.getByLabel("Repeat password").fill("qwerty123");
  await expect(
    page.getByText("This password is too common or too easy to guess; please choose another"),
  ).toBeVisible();

  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("E-mail").fill("someone-new@example.com");
  await page.getByLabel(/^Password/).fill("secret-tulip-42");
  await page.getByLabel("Repeat password").fill("secret-tulip-42");
  await page.getByRole("radio", { name: "Male", exact: true }).click();
  await chooseBirthday(page, v, 1990, 1, 1);
  await page.getByRole("button", { name: /^Country or region/ }).click();
  await page.getByRole("option", { name: "Japan" }).click();
  await termsBox(page).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This username is taken; please choose another")).toBeVisible();
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
