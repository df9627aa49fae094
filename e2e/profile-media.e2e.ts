/**
 * The profile's pictures (issue 12), as a desktop and as a phone: crop and upload an avatar and see
 * it in the header and as a moment; add a profile background and delete it (my/Setup's album
 * chooser is in setup-avatar.phone.e2e.ts). Seeded members no other journey uses, so the demo
 * accounts keep their faces.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/site.ts";

const picture = async (width: number, height: number, colour: string) => ({
  name: "me.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1000) < 600;
const account = (page: Page) => (isPhone(page) ? "member153@demo.example.com" : "member152@demo.example.com");

test("crops and uploads an avatar, sees it in the header and in the moments; adds and deletes a background", async ({
  page,
}) => {
  const me = await signIn(page, account(page));
  await page.goto(isPhone(page) ? `/m/home/my/newsfeed/${me.id}` : "/w/home/user/index");
  const header = page.locator('[data-slot="profile-header"]');
  await expect(header.getByRole("heading", { level: 1, name: me.username })).toBeVisible();

  // The avatar: a picture too small is refused at once, a good one goes through the three steps.
  await header.getByRole("button", { name: "Change avatar" }).click();
  const cropper = page.getByRole("dialog", { name: "Change your profile picture" });
  await expect(cropper.getByRole("img", { name: "Step 1 of 3" })).toBeVisible();
  const input = cropper.locator('input[type="file"]');
  await input.setInputFiles(await picture(200, 200, "#3a8"));
  await expect(cropper.getByRole("alert")).toHaveText("This picture is smaller than 300x300 pixels");
  await input.setInputFiles(await picture(900, 600, "#c36"));
  await expect(cropper.getByRole("slider", { name: "Zoom" })).toBeVisible();
  await cropper.getByRole("slider", { name: "Zoom" }).fill("40");
  // The answer first, so a failure says whether the upload or the dialog stalled; the server
  // re-encodes the picture, which on a loaded CI machine can outlast the default wait.
  const answered = page.waitForResponse((r) => r.url().includes("/member/index/uploadImg"), {
    timeout: 20_000,
  });
  await cropper.getByRole("button", { name: "Save picture" }).click();
  expect(await (await answered).json()).toMatchObject({ status: 200 });
  await expect(cropper.getByRole("status")).toHaveText("Your new profile picture is saved.");
  await cropper.getByRole("button", { name: "Done" }).click();
  await expect(cropper).toBeHidden();

  const avatar = header.locator('img[src^="/uploads/avatars/"]');
  await expect(avatar).toBeVisible();
  const src = (await avatar.getAttribute("src")) ?? "";
  // The 300x300 PNG the cropper made is what the server keeps.
  const stored = await page.request.get(src);
  const meta = await sharp(await stored.body()).metadata();
  expect([meta.width, meta.height, meta.format]).toEqual([300, 300, "png"]);
  if (!isPhone(page)) await expect(page.getByRole("banner").locator(`img[src="${src}"]`)).toBeVisible();
  // The avatar change is a moment of its own (spec §3 type 2).
  await expect(page.getByRole("article").filter({ hasText: "changed" }).first()).toBeVisible();

  // The background: added through the drawer, it shows across the top of the profile; then deleted.
  await header.getByRole("button", { name: "Change background" }).click();
  const drawer = page.getByRole("dialog", { name: "Profile background" });
  await expect(drawer.getByText("No background yet")).toBeVisible();
  await drawer.locator('input[type="file"]').setInputFiles(await picture(1200, 400, "#48c"));
  await expect(drawer.getByRole("status")).toHaveText("Background added");
  await expect(drawer.getByRole("button", { name: "Delete this background" })).toHaveCount(1);
  const cover = header.locator('[data-slot="profile-header-cover"]');
  await expect(cover).toHaveAttribute("style", /\/uploads\/images\//);
  page.once("dialog", (dialog) => void dialog.accept());
  await drawer.getByRole("button", { name: "Delete this background" }).click();
  await expect(drawer.getByRole("status")).toHaveText("Background deleted");
  await expect(drawer.getByText("No background yet")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(cover).not.toHaveAttribute("style", /uploads/);
});
