/**
 * Issue 50, as a desktop and as a phone: the credit packages go from the cheapest up whatever the
 * catalog's order, none is chosen for the member (the usual one is marked), and paying works once
 * one is picked; and the member's moment count on their own page (the phone's Me, the desktop's
 * profile) follows a post and a deletion without a reload.
 */
import { expect, type Page, test } from "@playwright/test";
import { PayCalls } from "@site/contracts";
import { signIn } from "./support/site.ts";

const isPhone = (name: string) => name === "phone";

const post = async <T>(page: Page, path: string, token: string) => {
  const answer = await page.request.post(path, { form: { token } });
  return ((await answer.json()) as { data: T }).data;
};

/** A mark the page keeps until it is loaded again: its absence says there was a reload. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

test("the packages go from the cheapest up, none is chosen until the member picks one, and paying works then", async ({
  page,
}, info) => {
  const phone = isPhone(info.project.name);
  const me = await signIn(page, "demo2");
  const before = (await post<{ amount: number }>(page, "/member/index/userinfo", me.token)).amount;
  const catalog = await post<{ id: number; amounts: number }[]>(page, PayCalls.rechargePackages, me.token);
  // The seeded catalog keeps $200 first (spec §5's default package): the screen does not.
  expect(catalog[0]?.amounts).toBe(200);
  const cheapestUp = catalog.map((pkg) => pkg.amounts).sort((a, b) => a - b);

  await page.goto(phone ? "/m/home/invest/index" : "/w/home/pay");
  const group = page.getByRole("radiogroup", { name: "Choose an amount" });
  const packages = group.getByRole("listitem").getByRole("radio");
  await expect(packages).toHaveCount(catalog.length);
  for (const [index, usd] of cheapestUp.entries())
    await expect(packages.nth(index)).toHaveAccessibleName(`$${usd}`);
  for (const radio of await group.getByRole("radio").all()) await expect(radio).not.toBeChecked();
  // The usual package is marked, not chosen.
  const usual = group.getByRole("radio", { name: "$200", exact: true });
  await expect(usual).toHaveAccessibleDescription("Popular 200 credits");

  const go = page.getByRole("button", { name: phone ? "Next" : "Pay", exact: true });
  await expect(go).toBeDisabled();
  await expect(go).toHaveAccessibleDescription("Choose an amount to go on");

  await group.getByRole("radio", { name: "$20", exact: true }).check();
  await expect(usual).not.toBeChecked();
  await expect(page.getByText("Choose an amount to go on")).toHaveCount(0);
  if (phone) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/m\/home\/investlist$/);
  }
  await page.getByRole("radio", { name: /Credit card/ }).check();
  await page.getByRole("button", { name: "Pay $20.00" }).click();
  await page.getByRole("textbox", { name: "First name" }).fill("Lin");
  await page.getByRole("textbox", { name: "Last name" }).fill("Mei");
  await page.getByRole("textbox", { name: "Phone" }).fill("+886 912 345 678");
  await page.getByRole("textbox", { name: "E-mail" }).fill("lin@example.com");
  await page.getByRole("button", { name: "Pay $20.00" }).last().click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/pay_/);
  await expect(page.getByText("20.00 USD")).toBeVisible();
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry month" }).fill("04");
  await page.getByRole("textbox", { name: "Expiry year" }).fill(String(new Date().getFullYear() + 3));
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Credits added", { exact: true })).toBeVisible();
  expect((await post<{ amount: number }>(page, "/member/index/userinfo", me.token)).amount).toBe(before + 20);
});

test("a posted moment counts on the member's own page at once, and a deleted one no longer", async ({
  page,
}, info) => {
  const phone = isPhone(info.project.name);
  const me = await signIn(page, "demo");
  const text = `Counted ${Date.now()}`;
  const tabs = page.getByRole("navigation", { name: "Home" });

  if (phone) {
    await page.goto("/m/home/my/index");
    const count = page.locator("dl > div").filter({ hasText: "Moments" }).getByRole("definition");
    await expect(count).toHaveText(/^\d+$/);
    const before = Number(await count.textContent());
    await markPage(page);
    await tabs.getByRole("link", { name: "Moments", exact: true }).click();
    await page.getByRole("button", { name: "New post" }).click();
    const form = page.getByRole("form", { name: "What's on your mind?" });
    await form.getByRole("textbox").fill(text);
    await form.getByRole("button", { name: "Post" }).click();
    await page.waitForURL("**/m/home/trend/list");
    await tabs.getByRole("link", { name: "Me", exact: true }).click();
    await expect(count).toHaveText(String(before + 1));
    expect(await stillSamePage(page)).toBe(true);
    return;
  }

  await page.goto("/w/home/user/index");
  const heading = page.getByRole("heading", { level: 2, name: /^Moments \d+$/ });
  await expect(heading).toBeVisible();
  const before = Number((await heading.textContent())?.replace(/\D/g, ""));
  await markPage(page);
  await page.getByRole("button", { name: /What's on your mind/ }).click();
  const form = page.getByRole("form", { name: "What's on your mind?" });
  await form.getByRole("textbox").fill(text);
  await form.getByRole("button", { name: "Post" }).click();
  await expect(form.getByRole("status")).toHaveText("Posted");
  await expect(page.getByRole("heading", { level: 2, name: `Moments ${before + 1}` })).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Moments ${before}` })).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
  expect((await post<{ newfeedcount: number }>(page, "/member/index/userinfo", me.token)).newfeedcount).toBe(
    before,
  );
});
