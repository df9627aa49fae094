/**
 * Issue 50, richer profiles and the first steps, in both variants: a fresh sign-up picks a gender
 * (none is assumed), is approved, is led through the onboarding (each step skippable) and leaves
 * with a profile Me weighs; another member then sees a profile's photos, about me and prompts.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { admin, signIn } from "./support/site.ts";

const variantOf = (project: string) => (project === "phone" ? "m" : "w");
const registerPath = (v: string) => (v === "m" ? "/m/Register" : "/w/regist");
let sequence = 0;
/** Each sign-up from an address of its own (the harness plays the site's proxy): the per-address limit. */
const address = () => {
  sequence += 7;
  return `198.51.100.${(Date.now() + sequence) % 250}`;
};

async function english(page: Page) {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
}

test("a fresh sign-up chooses a gender, is led through the first steps and leaves with a fuller profile", async ({
  page,
}, info) => {
  const v = variantOf(info.project.name);
  const username = `onb${v}${Date.now() % 1_000_000}`;
  await english(page);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address() });
  await page.goto(registerPath(v));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("E-mail").fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill("secret-tulip-42");
  await page.getByLabel("Repeat password").fill("secret-tulip-42");
  if (v === "w") {
    await page.getByRole("combobox", { name: "Year" }).selectOption("1993");
    await page.getByRole("combobox", { name: "Month" }).selectOption("5");
    await page.getByRole("combobox", { name: "Day" }).selectOption("14");
  } else {
    await page.getByLabel(/^Birthday/).fill("1993-05-14");
  }
  await page.getByRole("button", { name: /^Country or region/ }).click();
  await page.getByRole("option", { name: "Taiwan" }).click();
  await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();

  // No gender is chosen for the member: neither radio starts checked, and the form asks.
  await expect(page.getByRole("radio", { name: "Male", exact: true })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Female" })).not.toBeChecked();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please choose your gender")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${registerPath(v)}$`));
  await page.getByRole("radio", { name: "Female" }).click();
  await expect(page.getByText("Please choose your gender")).toBeHidden();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Your account is under review" })).toBeVisible();
  expect(admin("approve", username)).toBe(`${username} is approved`);
  await page.getByRole("button", { name: "Check again" }).click();

  // The first steps: where one is, and every step skippable.
  await expect(page).toHaveURL(new RegExp(`/${v}/home/welcome$`));
  await expect(page.getByRole("heading", { level: 1, name: "Add your photo" })).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Skip", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Tell us about you" })).toBeFocused();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("textbox", { name: "About me" }).fill("I teach piano and bake bread on Sundays.");
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "What are you looking for?" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Dating" }).check();
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Answer a prompt" })).toBeVisible();
  await expect(page.getByText("Step 4 of 4")).toBeVisible();
  await page.getByRole("textbox", { name: "Your answer" }).fill("Dim sum, then a long walk by the river");
  await page.getByRole("button", { name: "Finish" }).click();

  await expect(page.getByRole("heading", { name: "You are all set" })).toBeVisible();
  await page.getByRole("button", { name: "Start meeting people" }).click();
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));

  // What was saved is the member's, as the server answers it.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const me = await (
    await page.request.post("/member/index/userinfo", { form: { token: token ?? "" } })
  ).json();
  expect(me.data).toMatchObject({
    gender: 0,
    about: "I teach piano and bake bread on Sundays.",
    prompts: [{ key: "idealSunday", answer: "Dim sum, then a long walk by the river" }],
    interest: "b",
  });

  // Me weighs the profile: three parts of four, the photo missing, a link to add it.
  await page.goto(v === "w" ? "/w/home/user/index" : "/m/home/my/index");
  const meter = page.getByRole("progressbar", { name: "Profile strength" });
  await expect(meter).toHaveAttribute("aria-valuenow", "75");
  await expect(page.getByRole("link", { name: "Add a profile photo" })).toBeVisible();
  // The first steps were shown once: home is home now.
  await page.goto(`/${v}/home/index`);
  await expect(page).toHaveURL(new RegExp(`/${v}/home/index$`));
  // Home nudges (it floats in after the first screen) until dismissed.
  const nudge = page.getByRole("region", { name: "Finish your profile" });
  await expect(nudge).toBeVisible({ timeout: 10_000 });
  await expect(nudge.getByRole("link", { name: "Complete my profile" })).toHaveAttribute(
    "href",
    `/${v}/home/welcome`,
  );
  await nudge.getByRole("button", { name: "Not now" }).click();
  await expect(nudge).toBeHidden();
  await page.reload();
  await page.waitForTimeout(3500);
  await expect(page.getByRole("region", { name: "Finish your profile" })).toBeHidden();
});

async function upload(page: Page, token: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const answer = await page.request.post("/member/index/uploads", {
    multipart: { token, file: { name: "p.png", mimeType: "image/png", buffer: png } },
  });
  const url = (await answer.json()).data?.url as string;
  const added = await page.request.post("/member/backphoto/released", { form: { token, img: url } });
  expect((await added.json()).status).toBe(200);
  return url;
}

test("another member sees a profile's photos, about me and prompts", async ({ page }, info) => {
  const v = variantOf(info.project.name);
  const username = `gal${v}${Date.now() % 1_000_000}`;
  const registered = await page.request.post("/member/index/register", {
    headers: { "x-forwarded-for": address() },
    form: {
      username,
      email: `${username}@example.com`,
      password: "secret-tulip-42",
      sex: 0,
      birthday: Date.UTC(1991, 6, 9),
      country: "JP",
      interest: "b,c",
      source: "Web",
    },
  });
  const { id, token } = (await registered.json()).data as { id: number; token: string };
  admin("approve", username);
  await upload(page, token, "#f56d89");
  await upload(page, token, "#e0a526");
  const saved = await page.request.post("/member/index/profile", {
    data: {
      token,
      email: `${username}@example.com`,
      sex: 0,
      birthday: Date.UTC(1991, 6, 9),
      about: "Tea, trains and terrible puns.",
      prompts: [
        { key: "greenFlag", answer: "Kind to waiters" },
        { key: "travelStory", answer: "Lost in Kyoto, found ramen" },
      ],
    },
  });
  expect((await saved.json()).status).toBe(200);

  await english(page);
  await signIn(page, "demo");
  await page.goto(v === "w" ? `/w/home/user/detail/${id}` : `/m/home/my/newsfeed/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
  const gallery = page.getByRole("region", { name: `Photos of ${username}` });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole("img", { name: `Photo 1 of ${username}` })).toBeVisible();
  // By keyboard: the photos step with the arrow keys once the gallery is focused.
  await gallery.locator("[tabindex='0']").focus();
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("Photo 2 of 2")).toBeAttached();
  await expect(gallery.getByRole("button", { name: "Next photo" })).toBeDisabled();

  if (v === "m") await page.getByRole("tab", { name: "Personal data" }).click();
  await expect(page.getByRole("heading", { name: "About me" })).toBeVisible();
  await expect(page.getByText("Tea, trains and terrible puns.")).toBeVisible();
  await expect(page.getByText("A green flag I look for")).toBeVisible();
  await expect(page.getByText("Lost in Kyoto, found ramen")).toBeVisible();
});
