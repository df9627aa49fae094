/**
 * Payments in both variants (issue 13): credits bought through the sandbox card gateway's hosted
 * page, where the card is typed (approved, and declined), credits bought for another member with one's own, and an upgrade
 * to gold paid with credits that changes the member's tier.
 */
import { expect, type Page, test } from "@playwright/test";
import { admin, signIn } from "./support/site.ts";

const isPhone = (name: string) => name === "phone";

const profile = async (page: Page, token: string) => {
  const answer = await page.request.post("/member/index/userinfo", { form: { token } });
  return ((await answer.json()) as { data: { amount: number; vip: number } }).data;
};

/**
 * The card service's form (pay type 3): who pays, and nothing of the card, which is typed on the
 * provider's page (spec §5 gives provider 3's form no card number).
 */
async function fillCard(page: Page) {
  await page.getByRole("textbox", { name: "First name" }).fill("Lin");
  await page.getByRole("textbox", { name: "Last name" }).fill("Mei");
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Phone" }).fill("+886 912 345 678");
  await page.getByRole("textbox", { name: "E-mail" }).fill("lin@example.com");
}

/** The card typed on the provider's (the sandbox's) hosted page. */
async function typeCardAtProvider(page: Page) {
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry month" }).fill("04");
  await page.getByRole("textbox", { name: "Expiry year" }).fill(String(new Date().getFullYear() + 3));
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
}

/** Chooses $10 and the credit card, and reaches the card form. */
async function startRecharge(page: Page, phone: boolean) {
  await page.goto(phone ? "/m/home/invest/index" : "/w/home/pay");
  await page.getByRole("radio", { name: /^\$10\b/ }).check();
  if (phone) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/m\/home\/investlist$/);
  }
  await page.getByRole("radio", { name: /Credit card/ }).check();
  await page.getByRole("button", { name: "Pay $10.00" }).click();
  if (phone) await expect(page).toHaveURL(/\/m\/home\/investinfo\?selectedamount=10&/);
  else await expect(page.getByRole("heading", { name: "Card details" })).toBeVisible();
  await fillCard(page);
  await page.getByRole("button", { name: "Pay $10.00" }).last().click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/pay_/);
  await expect(page.getByText("10.00 USD")).toBeVisible();
}

test("credits bought with a card approved on the provider's page arrive in the balance", async ({
  page,
}, info) => {
  const me = await signIn(page, "demo2");
  const before = (await profile(page, me.token)).amount;
  await startRecharge(page, isPhone(info.project.name));
  await typeCardAtProvider(page);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${isPhone(info.project.name) ? "m" : "w"}/home/payresult\\?order=\\d+&result=approved$`),
  );
  await expect(page.getByText("Credits added", { exact: true })).toBeVisible();
  expect((await profile(page, me.token)).amount).toBe(before + 10);
});

test("a card declined on the provider's page says so and adds nothing", async ({ page }, info) => {
  const me = await signIn(page, "demo2");
  const before = (await profile(page, me.token)).amount;
  await startRecharge(page, isPhone(info.project.name));
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(/result=declined$/);
  await expect(page.getByText("The payment did not go through")).toBeVisible();
  expect((await profile(page, me.token)).amount).toBe(before);
});

test("a member buys credits for another member with their own", async ({ page }, info) => {
  const phone = isPhone(info.project.name);
  const me = await signIn(page, "demo");
  const before = (await profile(page, me.token)).amount;
  await page.goto(phone ? "/m/home/invest/index" : "/w/home/pay");
  await page.getByRole("button", { name: "Another member" }).click();
  const search = page.getByRole("dialog", { name: "Recharge for another member" });
  await search.getByRole("searchbox").fill("demo2");
  await search.getByRole("button", { name: /^demo2/ }).click();
  await expect(page.getByRole("button", { name: "For demo2" })).toBeVisible();
  await page.getByRole("radio", { name: /^\$10\b/ }).check();
  if (phone) await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Credits/ }).check();
  await page.getByRole("button", { name: "Pay $10.00" }).click();
  await expect(page.getByText("Credits added", { exact: true }).first()).toBeVisible();
  expect((await profile(page, me.token)).amount).toBe(before - 10);
});

test("an upgrade to gold paid with credits changes the member's tier", async ({ page }, info) => {
  const phone = isPhone(info.project.name);
  const me = await signIn(page, "demo2");
  admin("set-vip", "demo2", "1", "1");
  admin("credits", "demo2", "60", "e2e upgrade");
  try {
    await page.goto(phone ? "/m/home/upgrade/index" : "/w/home/upgrade");
    if (phone) await page.getByRole("tab", { name: "Gold" }).click();
    const gold = page.getByRole("radiogroup", { name: /Gold/ });
    await gold.getByRole("radio", { name: /^1 month/ }).check();
    if (phone) await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: /Credits/ }).check();
    await page.getByRole("button", { name: "Pay $49.99" }).click();
    await expect(page.getByText("Your membership is upgraded").first()).toBeVisible();
    expect((await profile(page, me.token)).vip).toBe(2);
  } finally {
    // demo2 is a silver member in the other journeys.
    admin("set-vip", "demo2", "0");
    admin("set-vip", "demo2", "1", "6");
  }
});
