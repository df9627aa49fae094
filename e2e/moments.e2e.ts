/**
 * Answering a moment (issue 50), as a desktop and as a phone: a member likes and comments on
 * another member's post from the feed (in place on the desktop, in a sheet on phones); its author
 * then sees the counts on their own post and the notice of who answered.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/site.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1000) < 600;

/** The author's post, written through the API (the composer has journeys of its own). */
async function postAs(browser: Browser, account: string, content: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const me = await signIn(page, account);
  const answer = await page.request.post("/member/trend/released", { form: { token: me.token, content } });
  expect(((await answer.json()) as { status: number }).status).toBe(200);
  await context.close();
}

test("a member likes and comments on another's moment; the author sees the counts and the notice", async ({
  page,
  browser,
}) => {
  const phone = isPhone(page);
  const text = `Sunrise over the harbour ${Date.now()}`;
  await postAs(browser, "demo", text);

  // demo2 (silver: Allow_comments_on_newsfeed) answers from the feed.
  await signIn(page, "demo2");
  await page.goto(phone ? "/m/home/trend/list" : "/w/home/index");
  const post = page.getByRole("article").filter({ hasText: text });
  await expect(post).toBeVisible();
  const like = post.getByRole("button", { name: /^Like/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName("Like, 1 like");

  await post.getByRole("button", { name: "Comment" }).click();
  const comments = phone
    ? page.getByRole("dialog", { name: "Comments" })
    : post.getByRole("region", { name: "Comments" });
  await expect(comments.getByText("No comments yet. Be the first to answer.")).toBeVisible();
  const words = `What a light, where is this? ${Date.now()}`;
  await comments.getByRole("textbox", { name: "Write a comment" }).fill(words);
  await comments.getByRole("button", { name: "Send" }).click();
  await expect(comments.getByText(words)).toBeVisible();
  if (phone) {
    await page.keyboard.press("Escape");
    await expect(comments).toBeHidden();
  }
  await expect(post.getByRole("button", { name: "1 comment" })).toBeVisible();
  // Read again, the feed says the same.
  await page.reload();
  const again = page.getByRole("article").filter({ hasText: text });
  await expect(again.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
  await expect(again.getByRole("button", { name: "1 comment" })).toBeVisible();

  // The author, in a browser of their own.
  const { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const author = await context.newPage();
  const me = await signIn(author, "demo");
  await author.goto(phone ? `/m/home/my/newsfeed/${me.id}` : "/w/home/user/index");
  const mine = author.getByRole("article").filter({ hasText: text });
  await expect(mine.getByRole("button", { name: /^Like/ })).toHaveAccessibleName("Like, 1 like");
  await mine.getByRole("button", { name: "1 comment" }).click();
  const theirs = phone
    ? author.getByRole("dialog", { name: "Comments" })
    : mine.getByRole("region", { name: "Comments" });
  await expect(theirs.getByText(words)).toBeVisible();
  if (phone) await author.keyboard.press("Escape");

  const notice = author.getByRole("button", { name: /demo2 commented on your moment/ }).first();
  if (phone) {
    await author.goto("/m/home/message?tab=notices");
  } else {
    // The menu loads on intent; the first click opens it, even when the real trigger replaces the
    // placeholder between the press and the release (on-intent.tsx).
    await author.getByRole("button", { name: /^Notices/ }).click();
  }
  await expect(notice).toBeVisible();
  await expect(author.getByText(words).first()).toBeVisible();
  await context.close();
});
