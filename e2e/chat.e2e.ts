/**
 * Chat and mail journeys: two members in two browser contexts talk in real time (text, emoticon, picture,
 * translation), the unread badge moves, a member banned from chat is refused, and a mail is sent,
 * read and counted. Desktop pairs demo (gold) with demo2; the phone pairs two seeded members.
 */
import { expect, type Page, test } from "@playwright/test";
import { CHAT_PAIRS as PAIRS, signedIn } from "./support/chat.ts";
import { admin } from "./support/site.ts";

async function openChat(page: Page, variant: "w" | "m", uid: number) {
  await page.bringToFront();
  await page.goto(variant === "w" ? `/w/home/chat?uid=${uid}` : `/m/home/chat/index?uid=${uid}`);
  await expect(page.getByRole("textbox", { name: /message/i })).toBeVisible();
}

test("two members chat in real time: text, emoticon, picture and translation; the badge moves", async ({
  browser,
}, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  const device = info.project.use;
  const me = await signedIn(browser, PAIRS[project].me, device);
  const other = await signedIn(browser, PAIRS[project].other, device);

  await openChat(me.page, variant, other.id);
  // The conversation names the member once: its header, with their picture (the phone's bar
  // above it said the name again).
  await expect(me.page.getByRole("heading", { name: other.username, exact: true })).toHaveCount(1);
  // The other member waits elsewhere on the site: the unread badge must move.
  await other.page.bringToFront();
  await other.page.goto(variant === "w" ? "/w/home/index" : "/m/home/my/index");
  const tab =
    variant === "w"
      ? other.page.getByRole("link", { name: /^Chat/ })
      : other.page.getByRole("navigation", { name: "Home" }).getByRole("link", { name: /Chat/ });
  await expect(tab).toBeVisible();

  await me.page.bringToFront();
  const text = `Hello from ${me.username} ${Date.now() % 10000}`;
  const box = me.page.getByRole("textbox", { name: /message/i });
  await box.fill(text);
  await box.press("Enter");
  await expect(me.page.getByText(text).last()).toBeVisible();
  await expect(box).toHaveValue("");

  await other.page.bringToFront();
  await expect(tab).toContainText("1");

  await openChat(other.page, variant, me.id);
  await expect(other.page.getByText(text).last()).toBeVisible();

  // An emoticon from the picker arrives as an image.
  await me.page.bringToFront();
  await me.page.getByRole("button", { name: /emoticon/i }).click();
  await me.page
    .getByRole("button", { name: /^smile$/i })
    .first()
    .click();
  await box.press("Enter");
  await other.page.bringToFront();
  await expect(other.page.getByRole("img", { name: "smile" }).last()).toBeVisible();

  // A picture goes through the upload (decoded and re-encoded on the server) and arrives as an image.
  await me.page.bringToFront();
  // A PNG drawn by the browser itself.
  const picture = Buffer.from(
    await me.page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 320;
      canvas.height = 240;
      const pen = canvas.getContext("2d") as CanvasRenderingContext2D;
      pen.fillStyle = "#ec4899";
      pen.fillRect(0, 0, 320, 240);
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    }),
    "base64",
  );
  const chooser = me.page.waitForEvent("filechooser");
  await me.page.getByRole("button", { name: "Send a picture" }).click();
  await (await chooser).setFiles({ name: "beach.png", mimeType: "image/png", buffer: picture });
  await other.page.bringToFront();
  const arrived = other.page.getByRole("img", { name: `Picture from ${me.username}` }).last();
  await expect(arrived).toBeVisible();
  await expect
    .poll(() => arrived.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(320);

  // Simplified to traditional Chinese, offline (OpenCC): the translation replaces the text.
  await other.page.getByRole("textbox", { name: /message/i }).fill("简体中文的软件");
  await other.page
    .getByRole("button", { name: /translate/i })
    .first()
    .click();
  // Asserted on the panel, so that a failure prints what it shows instead (an error, the spinner).
  const panel = other.page.getByRole("group", { name: "Translation" });
  const target = panel.getByRole("button", { name: /translate into/i });
  await target.click();
  await other.page.getByRole("option", { name: /traditional/i }).click();
  await expect(target).toContainText(/traditional/i);
  await expect(panel).toContainText("簡體中文的軟體", { timeout: 15_000 });
  await other.page.getByRole("button", { name: /^use/i }).click();
  await other.page.getByRole("textbox", { name: /message/i }).press("Enter");
  await me.page.bringToFront();
  await expect(me.page.getByText("簡體中文的軟體").last()).toBeVisible();
  await me.page.screenshot({ path: `test-results/screens/chat-${project}.png` });

  await me.page.context().close();
  await other.page.context().close();
});

test("a member banned from chat cannot send", async ({ browser }, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  const me = await signedIn(browser, PAIRS[project].me, info.project.use);
  const other = await signedIn(browser, PAIRS[project].other, info.project.use);
  await openChat(me.page, variant, other.id);
  admin("ban-chat", me.username);
  await expect(me.page.getByRole("textbox", { name: /message/i })).toBeDisabled();
  admin("unban-chat", me.username);
  await expect(me.page.getByRole("textbox", { name: /message/i })).toBeEnabled();
  await me.page.context().close();
  await other.page.context().close();
});

test("a mail is sent, read and counted", async ({ browser }, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  const me = await signedIn(browser, PAIRS[project].me, info.project.use);
  const other = await signedIn(browser, PAIRS[project].other, info.project.use);
  const body = `Dinner on Friday? ${Date.now() % 10000}`;

  await me.page.bringToFront();
  await me.page.goto(variant === "w" ? "/w/home/message?compose=1" : "/m/home/email/send");
  await me.page.getByRole("textbox", { name: /recipient|username/i }).fill(other.username);
  await me.page.getByRole("textbox", { name: /^message|content/i }).fill(body);
  await me.page.getByRole("button", { name: /^send$/i }).click();
  await expect(me.page.getByText("Sent").first()).toBeVisible();

  await other.page.bringToFront();
  await other.page.goto(variant === "w" ? "/w/home/message" : "/m/home/email/list");
  const row = other.page.getByRole("button", { name: new RegExp(body.slice(0, 16)) }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole("img", { name: "Unread" })).toBeVisible();
  await row.click();
  await expect(other.page.getByRole("dialog").getByText(body)).toBeVisible();
  await other.page.keyboard.press("Escape");
  await expect(row.getByRole("img", { name: "Read" })).toBeVisible();
  await other.page.screenshot({ path: `test-results/screens/mail-${project}.png` });
  await me.page.context().close();
  await other.page.context().close();
});
