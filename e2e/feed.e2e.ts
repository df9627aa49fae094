/**
 * The newsfeed and media journeys (issue 12), as a desktop and as a phone: post a moment with a
 * photo and see it in the feed and on one's profile, delete it; add a photo to the album and
 * comment on it; post a video as a gold member and see it processed; the video tab's upgrade
 * prompt for a member without View_video.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { videoTools } from "../apps/server/src/media/video.ts";
import { admin, signIn } from "./support/site.ts";

const picture = async (colour: string) => ({
  name: "view.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

function clip() {
  const file = path.join(os.tmpdir(), `e2e-clip-${process.pid}.mp4`);
  execFileSync(videoTools().ffmpeg, [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=15:duration=2"],
    ...["-c:v", "mpeg4", file],
  ]);
  return { name: "clip.mp4", mimeType: "video/mp4", buffer: readFileSync(file) };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1000) < 600;

/** The composer: on a page of its own it is open; in a feed it opens from its one-line prompt (and loads then). */
async function composer(page: Page) {
  const prompt = page.getByRole("button", { name: /What's on your mind/ });
  const form = page.getByRole("form", { name: "What's on your mind?" });
  await expect(prompt.or(form)).toBeVisible();
  if (await prompt.isVisible()) await prompt.click();
  await expect(form.getByRole("textbox")).toBeFocused();
  return form;
}

test("posts a moment with a photo, sees it in the feed and on the profile, and deletes it", async ({
  page,
}) => {
  const me = await signIn(page, "demo");
  const text = `A walk by the river ${Date.now()}`;
  await page.goto(isPhone(page) ? "/m/home/trend/new" : "/w/home/index");
  const form = await composer(page);
  await form.getByRole("textbox").fill(text);
  await page.getByTestId("trend-image-input").setInputFiles(await picture("#3a8"));
  await expect(form.getByRole("button", { name: "Remove the photo" })).toBeVisible();
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await form.getByRole("button", { name: "Post" }).click();
  if (isPhone(page)) await page.waitForURL("**/m/home/trend/list");
  else await expect(form.getByRole("status")).toHaveText("Posted");

  const post = page.getByRole("article").filter({ hasText: text });
  await expect(post).toBeVisible();
  await expect(post.getByRole("img", { name: `Photo posted by ${me.username}` })).toBeVisible();

  await page.goto(isPhone(page) ? `/m/home/my/newsfeed/${me.id}` : "/w/home/user/index");
  const mine = page.getByRole("article").filter({ hasText: text });
  await expect(mine).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await mine.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);
});

test("adds a photo to the album and comments on it in the viewer", async ({ page }) => {
  const me = await signIn(page, "demo");
  await page.goto(isPhone(page) ? `/m/home/my/newsfeed/${me.id}?type=2` : `/w/home/photo/${me.id}`);
  if (!isPhone(page)) {
    // The web album has no add button of its own: the profile's composer posts and releases.
    await page.goto("/w/home/user/index");
    const form = await composer(page);
    await page.getByTestId("trend-image-input").setInputFiles(await picture("#a38"));
    await expect(form.getByRole("button", { name: "Remove the photo" })).toBeVisible();
    await expect(form.getByRole("progressbar")).toHaveCount(0);
    await form.getByRole("button", { name: "Post" }).click();
    await expect(form.getByRole("status")).toHaveText("Posted");
    await page.goto(`/w/home/photo/${me.id}`);
  } else {
    await page.getByTestId("album-image-input").setInputFiles(await picture("#a38"));
    await expect(page.getByRole("status").filter({ hasText: "Posted" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Open" }).first().click();
  const viewer = page.getByRole("dialog");
  const words = `Lovely colours ${Date.now()}`;
  await viewer.getByRole("textbox", { name: "Write a comment" }).fill(words);
  await viewer.getByRole("button", { name: "Send" }).click();
  await expect(viewer.getByText(words)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test("a gold member posts a video that is processed; a silver member meets the video tab's offer of gold", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const me = await signIn(page, "demo");
  const text = `My first clip ${Date.now()}`;
  await page.goto(isPhone(page) ? "/m/home/trend/new" : "/w/home/index");
  const form = await composer(page);
  await form.getByRole("textbox").fill(text);
  await page.getByTestId("trend-video-input").setInputFiles(clip());
  await expect(form.getByText("Video ready to post")).toBeVisible({ timeout: 15_000 });
  await form.getByRole("button", { name: "Post" }).click();
  if (isPhone(page)) await page.waitForURL("**/m/home/trend/list");
  const post = page.getByRole("article").filter({ hasText: text });
  await expect(post).toBeVisible();
  // Transcoding runs off the request path; the post shows the video once it is ready.
  await expect
    .poll(
      async () => {
        await page.reload();
        const article = page.getByRole("article").filter({ hasText: text });
        await expect(article).toBeVisible();
        return article.locator("video").count();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(1);

  // A seeded member no other journey uses, made silver here (other journeys change the demo
  // accounts' tiers).
  const other = await browser.newContext(isPhone(page) ? { viewport: { width: 412, height: 915 } } : {});
  const silver = await other.newPage();
  const { username } = await signIn(silver, "member151@demo.example.com");
  admin("set-vip", username, "1", "1");
  await silver.goto(isPhone(page) ? `/m/home/my/newsfeed/${me.id}?type=4` : `/w/home/video/${me.id}`);
  // The video tab offers the plan that plays videos (issue 50), never the videos themselves.
  const offer = silver.getByRole("region", { name: "Watch their videos" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("Gold member");
  await expect(offer.getByRole("link", { name: "Upgrade to Gold" })).toBeVisible();
  await expect(silver.locator("video")).toHaveCount(0);
  await other.close();

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);
});
