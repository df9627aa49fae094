/**
 * Choosing a membership (issue 51): on the phone, the selection belongs to the tab it was made
 * in, so a silver package chosen by default never rides along to a gold payment; the payment
 * screen names the plan, its months and its price; both variants show the member's plan now and
 * the day it ends. Prices and the end day come from the server, as the app reads them.
 */
import { expect, type Page, test } from "@playwright/test";
import { admin, signIn } from "./support/site.ts";

interface Tier {
  price: number;
  packages: { id: number; duration: number; amounts: number }[];
}

async function post<T>(page: Page, call: string, token: string): Promise<T> {
  const answer = await page.request.post(call, { form: { token } });
  return ((await answer.json()) as { data: T }).data;
}

/** The app's "day" form in English (packages/i18n dates.ts): 6 Jun 2027. */
const day = (ms: number) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(ms);
const months = (count: number) => `${count} ${count === 1 ? "month" : "months"}`;
const usd = (amount: number) => `$${amount.toFixed(2)}`;

test("a silver member choosing gold pays gold's price, named with its months, and sees the plan they hold", async ({
  page,
}, info) => {
  const phone = info.project.name === "phone";
  // demo2 is a silver member in the seed; journeys before this one may have left it gold, and
  // setting silver keeps a gold deadline that has not passed, so the tier is cleared first.
  admin("set-vip", "demo2", "0");
  admin("set-vip", "demo2", "1", "6");
  const me = await signIn(page, "demo2");
  const catalog = await post<{ vip1: Tier; vip2: Tier }>(page, "/member/Upgrade/package", me.token);
  const user = await post<{ vip: number; silver_deadline: number }>(page, "/member/index/userinfo", me.token);
  expect(user.vip).toBe(1);
  const gold = catalog.vip2.packages.at(-1);
  const silver = catalog.vip1.packages[0];
  if (!gold || !silver) throw new Error("the catalog has no gold or no silver package");
  // The journey means something only when the two prices differ.
  expect(gold.amounts).not.toBe(silver.amounts);

  await page.goto(phone ? "/m/home/upgrade/index" : "/w/home/upgrade");
  // The catalog is in (the first visit of a cold site can take longer than an expectation waits).
  await page.getByRole("radiogroup", { name: /Silver/ }).waitFor();
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan).toContainText("Silver member");
  await expect(plan).toContainText(`Until ${day(user.silver_deadline)}`);

  const order = page.getByRole("region", { name: "Your order" });
  if (phone) {
    const next = page.getByRole("button", { name: "Next" });
    // Spec §4: the first silver package is chosen once loaded.
    await expect(next).toBeEnabled();
    await page.getByRole("tab", { name: "Gold" }).click();
    await expect(
      page.getByRole("radiogroup", { name: /Gold/ }).getByRole("radio", { checked: true }),
    ).toHaveCount(0);
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription("Choose a Gold period to go on");
    await page
      .getByRole("radiogroup", { name: /Gold/ })
      .getByRole("radio", { name: months(gold.duration) })
      .check();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/m\/home\/upgradelist$/);
    await expect(page.getByText(usd(silver.amounts))).toHaveCount(0);
  } else {
    await page
      .getByRole("radiogroup", { name: /Gold/ })
      .getByRole("radio", { name: months(gold.duration) })
      .check();
  }
  await expect(order).toContainText("Gold");
  await expect(order).toContainText(months(gold.duration));
  await expect(order).toContainText(usd(gold.amounts));
  await expect(page.getByRole("button", { name: `Pay ${usd(gold.amounts)}` })).toBeVisible();
});
