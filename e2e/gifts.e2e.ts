/**
 * Gifts in both variants (issue 13): a gift chosen in the web's gift dialog over a profile, or on
 * the phone's gift page (the recipient filled in), reaches the recipient's received gifts and
 * lights the NEW marker of the mine page until they look; a gift the credits cannot pay for says
 * so and goes to the pay page.
 */
import { expect, type Page, test } from "@playwright/test";
import { newMember, signIn } from "./support/site.ts";

const isPhone = (name: string) => name === "phone";
let words = "";

const balance = async (page: Page, token: string) => {
  const answer = await page.request.post("/member/index/userinfo", { form: { token } });
  return ((await answer.json()) as { data: { amount: number } }).data.amount;
};

test("a gift sent from the store costs its price and arrives with its words", async ({ page }, info) => {
  const demo = await signIn(page, "demo");
  const before = await balance(page, demo.token);
  words = `See you Friday ${Date.now() % 100000}`;
  if (isPhone(info.project.name)) {
    await page.goto("/m/home/gift?name=demo2");
    await expect(page.getByText("For demo2")).toBeVisible();
    await page.getByRole("button", { name: /^Rose/ }).click();
  } else {
    // The web's gift dialog opens over the member's profile, the store first, then the send form.
    const login = await page.request.post("/member/index/login", {
      form: { account: "demo2", password: "demo1234" },
    });
    const demo2 = ((await login.json()) as { data: { id: number } }).data;
    await page.goto(`/w/home/user/detail/${demo2.id}`);
    await page.getByRole("button", { name: "Send a gift" }).click();
    const store = page.getByRole("dialog", { name: "A gift for demo2" });
    await store.getByRole("button", { name: /^Rose/ }).click();
    await expect(store).toBeHidden();
    await page
      .getByRole("dialog", { name: "Send Rose" })
      .getByRole("button", { name: "Change gift" })
      .click();
    await page
      .getByRole("dialog", { name: "A gift for demo2" })
      .getByRole("button", { name: /^Rose/ })
      .click();
  }
  if (isPhone(info.project.name)) await expect(page).toHaveURL(/\/m\/home\/gift\/send\/\d+\?name=demo2$/);
  const form = isPhone(info.project.name)
    ? page.locator("main, body").first()
    : page.getByRole("dialog", { name: "Send Rose" });
  await expect(form.getByRole("textbox", { name: "To (username)" })).toHaveValue("demo2");
  await form.getByRole("textbox", { name: "Message (optional)" }).fill(words);
  await form.getByRole("button", { name: "Send gift" }).click();
  await expect(page.getByText("Gift sent").first()).toBeVisible();
  if (isPhone(info.project.name)) await expect(page).toHaveURL(/\/m\/home\/gift\?name=demo2$/);
  else {
    await expect(page.getByRole("dialog", { name: "Send Rose" })).toBeHidden();
    await expect(page).toHaveURL(/\/w\/home\/user\/detail\/\d+$/);
    await page.goto("/w/home/store/index");
  }
  await expect(page.getByTestId("balance")).toHaveText(`${before - 2} credits`);
  expect(await balance(page, demo.token)).toBe(before - 2);
});

test("the recipient sees the gift, and the NEW marker goes once they have looked", async ({ page }, info) => {
  await signIn(page, "demo2");
  if (isPhone(info.project.name)) {
    await page.goto("/m/home/my/index");
    const entry = page.getByRole("link", { name: /My gifts/ });
    await expect(entry).toContainText("NEW");
    await entry.click();
    await expect(page).toHaveURL(/\/m\/home\/gift\/list$/);
  } else {
    await page.goto("/w/home/store/mine");
  }
  const gift = page.getByRole("listitem").filter({ hasText: words });
  await expect(gift).toBeVisible();
  await expect(gift).toContainText("From demo");
  await expect(gift).toContainText("Rose");
  if (isPhone(info.project.name)) {
    await page.goto("/m/home/my/index");
    await expect(page.getByRole("link", { name: /My gifts/ })).not.toContainText("NEW");
  }
});

test("a gift the credits cannot pay for says so and leads to the pay page", async ({ page }, info) => {
  // A new member: the demo members' credits grow as the run's payment journeys go.
  const me = await signIn(page, await newMember(page, "gift"), "secret-tulip-42");
  expect(await balance(page, me.token)).toBeLessThan(99);
  await page.goto(isPhone(info.project.name) ? "/m/home/gift?name=demo" : "/w/home/store/index?name=demo");
  await page.getByRole("tab", { name: "Treasures" }).click();
  await page.getByRole("button", { name: /^Diamond/ }).click();
  await page.getByRole("button", { name: "Send gift" }).click();
  await expect(
    page.getByText("You do not have enough credits; please buy more first").filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(isPhone(info.project.name) ? /\/m\/home\/invest\/index$/ : /\/w\/home\/pay$/, {
    timeout: 5_000,
  });
});
