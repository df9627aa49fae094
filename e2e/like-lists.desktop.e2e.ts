/**
 * The like lists on the desktop (issue 50): my likes, liked me and mutual, reached from the top
 * nav's Members and its link bar, filled by the same calls as the phone's home tabs.
 */
import { expect, type Page, test } from "@playwright/test";
import { admin, signIn } from "./support/site.ts";

/** Two members of the seed that no other journey follows: a woman and a man, both approved. */
const PAIR = { me: "member41@demo.example.com", other: "member42@demo.example.com" } as const;

async function member(page: Page, account: string) {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  const data = await signIn(page, account);
  // A paid member: the journey is about the lists, not the free pages' limits.
  admin("set-vip", data.username, "1", "1");
  return data;
}

/** Opens a like list the way a member does: Members in the top nav, then the list's link. */
async function openList(page: Page, name: "My likes" | "Liked me" | "Mutual") {
  await page.goto("/w/home/index");
  await page.getByRole("navigation", { name: "Home" }).getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL(/\/w\/home\/member\/online$/);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeAttached();
  return page.locator('[data-slot="member-card-identity"]');
}

/** Follows (or, with `on` false, unfollows) a member from their page. */
async function setFollow(page: Page, id: number, on: boolean) {
  await page.goto(`/w/home/user/detail/${id}`);
  const toggle = page.getByRole("button", { name: /^(Like|Unlike)$/ });
  await expect(toggle).toBeVisible();
  if (((await toggle.textContent()) === "Unlike") !== on) await toggle.click();
  await expect(page.getByRole("button", { name: on ? "Unlike" : "Like", exact: true })).toBeVisible();
}

test("my likes, liked me and mutual on the desktop, from the top nav", async ({ browser }) => {
  const mine = await browser.newPage();
  const theirs = await browser.newPage();
  const me = await member(mine, PAIR.me);
  const other = await member(theirs, PAIR.other);
  // A known start: neither follows the other.
  await setFollow(mine, other.id, false);
  await theirs.bringToFront();
  await setFollow(theirs, me.id, false);

  await mine.bringToFront();
  await expect((await openList(mine, "My likes")).filter({ hasText: other.username })).toHaveCount(0);
  await setFollow(mine, other.id, true);
  await expect((await openList(mine, "My likes")).filter({ hasText: other.username })).toHaveCount(1);
  await expect((await openList(mine, "Mutual")).filter({ hasText: other.username })).toHaveCount(0);

  await theirs.bringToFront();
  await expect((await openList(theirs, "Liked me")).filter({ hasText: me.username })).toHaveCount(1);
  await setFollow(theirs, me.id, true);

  await mine.bringToFront();
  await expect((await openList(mine, "Mutual")).filter({ hasText: other.username })).toHaveCount(1);
  // The link bar marks the list shown.
  await expect(mine.getByRole("link", { name: "Mutual", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await Promise.all([mine.context().close(), theirs.context().close()]);
});
