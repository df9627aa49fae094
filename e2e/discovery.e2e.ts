/**
 * Discovery journeys in both variants (issue 50): a member likes someone from their photo card and
 * the heart and their likes follow; two members who like each other see "you like each other",
 * whose Chat opens the conversation (the phone's narrow cards: discovery.phone.e2e.ts). Each
 * project has its own pair of seeded members, met by no other journey.
 */
import { expect, type Page, test } from "@playwright/test";
import { admin, type SignedIn, signIn } from "./support/site.ts";

const PAIRS = {
  desktop: { me: "member21@demo.example.com", other: "member22@demo.example.com" },
  phone: { me: "member23@demo.example.com", other: "member24@demo.example.com" },
} as const;

type Pair = { me: SignedIn; other: SignedIn };

/** Both signed in (the page as `me`), gold (search needs it), and neither liking the other. */
async function pairOf(page: Page, project: "desktop" | "phone"): Promise<Pair> {
  const other = await login(page, PAIRS[project].other);
  const me = await signIn(page, PAIRS[project].me);
  for (const m of [me, other]) admin("set-vip", m.username, "2", "1");
  await unlike(page, me, other);
  await unlike(page, other, me);
  return { me, other };
}

async function login(page: Page, account: string): Promise<SignedIn> {
  const answer = await page.request.post("/member/index/login", { form: { account, password: "demo1234" } });
  return ((await answer.json()) as { data: SignedIn }).data;
}

async function myLikes(page: Page, who: SignedIn): Promise<number[]> {
  const answer = await page.request.post("/member/like/i_like", { form: { token: who.token, page: "1" } });
  return ((await answer.json()) as { data: { data: { id: number }[] } }).data.data.map((m) => m.id);
}

async function like(page: Page, from: SignedIn, to: SignedIn) {
  const answer = await page.request.post("/member/like/like", {
    form: { token: from.token, target_id: String(to.id) },
  });
  return ((await answer.json()) as { data: { is_like: number; mutual?: number } }).data;
}

async function unlike(page: Page, from: SignedIn, to: SignedIn) {
  if ((await myLikes(page, from)).includes(to.id)) await like(page, from, to);
}

/** The member's card, found by name through the search of the variant. */
async function cardOf(page: Page, phone: boolean, username: string) {
  if (phone) {
    await page.goto("/m/home/index");
    await page.getByRole("tab", { name: "Search" }).click({ force: true });
  } else {
    await page.goto("/w/home/member/search");
  }
  // A textbox on the web, a searchbox on the phone.
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("article", { name: username });
  await expect(card).toBeVisible();
  return card;
}

test("a member likes someone from their card: the heart fills, they are in my likes, a second tap takes it back", async ({
  page,
}, info) => {
  const project = info.project.name as "desktop" | "phone";
  const { me, other } = await pairOf(page, project);
  const card = await cardOf(page, project === "phone", other.username);
  const heart = card.getByRole("button", { name: "Like" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  await heart.click();
  await expect(page.getByText("Followed").first()).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await myLikes(page, me)).toContain(other.id);
  // Nobody liked back: no celebration.
  await expect(page.getByRole("dialog", { name: "You like each other" })).toHaveCount(0);

  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  expect(await myLikes(page, me)).not.toContain(other.id);
});

test("two members who like each other see 'you like each other', and its Chat opens the conversation", async ({
  page,
}, info) => {
  const project = info.project.name as "desktop" | "phone";
  const phone = project === "phone";
  const { me, other } = await pairOf(page, project);
  // They liked me first.
  expect(await like(page, other, me)).toMatchObject({ is_like: 1, mutual: 0 });

  const card = await cardOf(page, phone, other.username);
  await card.getByRole("button", { name: "Like" }).click();
  const moment = page.getByRole("dialog", { name: "You like each other" });
  // The dialog's own element is a frame of no size around the panel: its heading is what shows.
  await expect(moment.getByRole("heading", { name: "You like each other" })).toBeVisible();
  await expect(moment).toContainText(other.username);
  await expect(moment.getByRole("img", { name: me.username })).toBeVisible();
  await expect(moment.getByRole("img", { name: other.username })).toBeVisible();
  const chat = moment.getByRole("button", { name: "Chat", exact: true });
  await expect(chat).toBeFocused();
  await expect(moment.getByRole("button", { name: "Keep browsing" })).toBeVisible();

  await chat.click();
  await expect(page).toHaveURL(
    phone
      ? new RegExp(`/m/home/chat/index\\?uid=${other.id}$`)
      : new RegExp(`/w/home/chat\\?uid=${other.id}$`),
  );
  await expect(page.getByRole("textbox", { name: /message/i })).toBeVisible();
  await expect(moment).toHaveCount(0);
});

test("keep browsing closes the moment and leaves the liked card as it was", async ({ page }, info) => {
  const project = info.project.name as "desktop" | "phone";
  const { me, other } = await pairOf(page, project);
  await like(page, other, me);
  const card = await cardOf(page, project === "phone", other.username);
  const heart = card.getByRole("button", { name: "Like" });
  await heart.click();
  const moment = page.getByRole("dialog", { name: "You like each other" });
  await expect(moment.getByRole("heading", { name: "You like each other" })).toBeVisible();
  await moment.getByRole("button", { name: "Keep browsing" }).click();
  await expect(moment).toHaveCount(0);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  // The member is back where they were: on the card's heart.
  await expect(heart).toBeFocused();
});
