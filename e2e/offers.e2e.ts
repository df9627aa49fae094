/**
 * Refusals become offers (issue 50): a free member opening another member's profile sees what
 * silver unlocks, its lowest monthly price from the server's catalog and Upgrade, never "This
 * member cannot be found", and Upgrade leads to the variant's upgrade screen. The server still
 * refuses the profile itself. A silver member opening a mail is offered gold the same way.
 */
import { expect, type Page, test } from "@playwright/test";
import { admin, signIn } from "./support/site.ts";

/** Seeded members of their own, one per project, so the runs do not meet the other journeys'. */
const FREE = { desktop: "member7@demo.example.com", phone: "member9@demo.example.com" } as const;

interface Tier {
  packages: { id: number; duration: number; amounts: number }[];
}

async function post<T>(page: Page, call: string, form: Record<string, string | number>): Promise<T> {
  const answer = await page.request.post(call, { form });
  return (await answer.json()) as T;
}

test("a free member opening a profile is offered silver with its price, and Upgrade leads to the upgrade screen", async ({
  page,
}, info) => {
  const phone = info.project.name === "phone";
  const me = await signIn(page, FREE[phone ? "phone" : "desktop"]);
  admin("set-vip", me.username, "0");
  const catalog = await post<{ data: { vip1: Tier } }>(page, "/member/Upgrade/package", { token: me.token });
  const lowest = Math.min(
    ...catalog.data.vip1.packages.map((p) => Math.round((p.amounts / p.duration) * 100) / 100),
  );

  await page.goto(phone ? "/m/home/index" : "/w/home/member/online");
  const cards = page.locator('[data-slot="member-card"]');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole("button").first().click();
  await expect(page).toHaveURL(phone ? /\/m\/home\/my\/newsfeed\/\d+$/ : /\/w\/home\/user\/detail\/\d+$/);
  const id = Number(page.url().split("/").at(-1));

  // The server still refuses the profile without View_profiles; the client shows the offer.
  const refused = await post<{ status: number }>(page, "/member/index/userdetail", { token: me.token, id });
  expect(refused.status).toBe(403);

  const offer = page.getByRole("region", { name: "See the whole profile" });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("heading", { name: "See the whole profile" })).toBeVisible();
  await expect(offer).toContainText("Silver member");
  await expect(offer).toContainText(`From $${lowest.toFixed(2)} / month`);
  await expect(page.getByText("This member cannot be found.")).toHaveCount(0);
  await expect(page.getByText("You don't have permission")).toHaveCount(0);

  // The keyboard reaches Upgrade; it goes to the variant's upgrade screen.
  const upgrade = offer.getByRole("link", { name: "Upgrade to Silver" });
  await upgrade.focus();
  await expect(upgrade).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(phone ? /\/m\/home\/upgrade\/index$/ : /\/w\/home\/upgrade$/);
  await expect(page.getByRole("radiogroup", { name: /Silver/ })).toBeVisible();
});

test("a profile opened from its address alone offers silver too", async ({ page }, info) => {
  const phone = info.project.name === "phone";
  const me = await signIn(page, FREE[phone ? "phone" : "desktop"]);
  admin("set-vip", me.username, "0");
  // Another member's id, as a link in a mail or a notice would carry it.
  const other = (
    await post<{ data: { id: number } }>(page, "/member/index/login", {
      account: "demo2",
      password: "demo1234",
    })
  ).data;
  await page.goto(phone ? `/m/home/my/newsfeed/${other.id}` : `/w/home/user/detail/${other.id}`);
  await expect(page.getByRole("region", { name: "See the whole profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Silver" })).toHaveAttribute(
    "href",
    phone ? "/m/home/upgrade/index" : "/w/home/upgrade",
  );
  await expect(page.getByText("This member cannot be found.")).toHaveCount(0);
});

test("a silver member opening a mail is offered gold, which reads it, instead of a refusal", async ({
  page,
}, info) => {
  const phone = info.project.name === "phone";
  // demo writes as gold; a seeded member of this journey's own reads as silver (tier cleared first,
  // so no earlier gold deadline lingers).
  admin("set-vip", "demo", "2", "1");
  const writer = (
    await post<{ data: { token: string } }>(page, "/member/index/login", {
      account: "demo",
      password: "demo1234",
    })
  ).data;
  const me = await signIn(page, phone ? "member13@demo.example.com" : "member15@demo.example.com");
  admin("set-vip", me.username, "0");
  admin("set-vip", me.username, "1", "1");
  const text = `A walk by the river on Sunday? ${Date.now() % 100000}`;
  const sent = await post<{ status: number }>(page, "/member/email/released", {
    token: writer.token,
    email: me.username,
    content: text,
  });
  expect(sent.status).toBe(200);

  await page.goto(phone ? "/m/home/email/list" : "/w/home/message");
  await page
    .getByRole("button", { name: /demo.*Upgrade to read/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Mail from demo" });
  const offer = dialog.getByRole("region", { name: "Someone wrote to you" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("Gold member");
  await expect(offer).toContainText(/From \$\d+\.\d\d \/ month/);
  // The server withholds the text; nothing of it reaches the page.
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByText("You don't have permission")).toHaveCount(0);
  await offer.getByRole("link", { name: "Upgrade to Gold" }).click();
  await expect(page).toHaveURL(phone ? /\/m\/home\/upgrade\/index$/ : /\/w\/home\/upgrade$/);
});
