/**
 * my/Setup's avatar chooser (spec §2, issue 12) on a phone: an album photo becomes the avatar with
 * a tap, and the profile shows it.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/site.ts";

const picture = async (width: number, height: number, colour: string) => ({
  name: "me.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

test("a phone member makes an album photo the avatar from my/Setup", async ({ page }) => {
  const me = await signIn(page, "member154@demo.example.com");
  // A photo in the album, added as the spec's client does: upload, then the photo release. The
  // token goes before the file: the server checks the session before it reads any file part.
  const image = await picture(800, 800, "#e96");
  const uploaded = await page.request.post("/member/index/uploads", {
    multipart: { token: me.token, file: image },
  });
  const url = ((await uploaded.json()) as { data: { url: string } }).data.url;
  const released = await page.request.post("/member/photo/released", { form: { img: url, token: me.token } });
  expect(((await released.json()) as { status: number }).status).toBe(200);

  await page.goto("/m/home/my/Setup/index");
  await expect(page.getByRole("button", { name: "Change picture" })).toBeVisible();
  const choice = page.getByRole("button", { name: "Use as profile picture" });
  await expect(choice).toHaveCount(1);
  await expect(choice).toHaveAttribute("aria-pressed", "false");
  await choice.click();
  await expect(page.getByText("Profile picture changed")).toBeVisible();
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  await page.goto(`/m/home/my/newsfeed/${me.id}`);
  await expect(page.locator('[data-slot="profile-header"]').locator(`img[src="${url}"]`)).toBeVisible();
});
