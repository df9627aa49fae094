/**
 * The desktop's floating chat (spec §2 web shell, §5): on any signed-in page the chat list opens
 * from the corner, a conversation opens in a 300 px window, messages go both ways there, a window
 * minimises and is still there after a reload, and the chat page itself has no corner.
 */
import { expect, test } from "@playwright/test";
import { CHAT_PAIRS, signedIn } from "./support/chat.ts";

test("a floating window on any page: open from the chat list, talk, minimise, and keep it over a reload", async ({
  browser,
}, info) => {
  const me = await signedIn(browser, CHAT_PAIRS.desktop.me, info.project.use);
  const other = await signedIn(browser, CHAT_PAIRS.desktop.other, info.project.use);

  // The conversation is in my list (opening it on the chat page puts it there).
  await me.page.bringToFront();
  await me.page.goto(`/w/home/chat?uid=${other.id}`);
  await expect(me.page.getByRole("textbox", { name: /message/i })).toBeVisible();
  await expect(me.page.locator('[data-slot="floating-chat-dock"]')).toHaveCount(0);

  await me.page.goto("/w/home/member/online");
  const dock = me.page.locator('[data-slot="floating-chat-dock"]');
  await dock.getByRole("button", { name: /^Chats/ }).click();
  await dock
    .getByRole("button", { name: new RegExp(other.username) })
    .first()
    .click();
  const window = dock.getByRole("list", { name: "Chat windows" }).locator(":scope > li");
  await expect(window).toHaveCount(1);
  const box = window.getByRole("textbox", { name: /message/i });
  await expect(box).toBeVisible();
  expect((await window.boundingBox())?.width).toBe(300);

  // Their corner counts it unread until they open the window.
  await other.page.bringToFront();
  await other.page.goto("/w/home/index");
  const theirDock = other.page.locator('[data-slot="floating-chat-dock"]');
  await expect(theirDock.getByRole("button", { name: /^Chats/ })).toBeVisible();

  await me.page.bringToFront();
  const text = `See you at the pier ${Date.now() % 10000}`;
  await box.fill(text);
  await box.press("Enter");
  await expect(window.getByText(text)).toBeVisible();

  await other.page.bringToFront();
  const bar = theirDock.getByRole("button", { name: /^Chats/ });
  await expect(bar).toContainText(/[1-9]/);
  await bar.click();
  await theirDock
    .getByRole("button", { name: new RegExp(me.username) })
    .first()
    .click();
  await expect(theirDock.getByRole("list", { name: "Chat windows" }).getByText(text)).toBeVisible();
  await expect(bar).not.toContainText(/[1-9]/);

  // Minimised, the window stays in the corner, and so it does after a reload.
  await me.page.bringToFront();
  await window.getByRole("button", { name: `Minimise chat with ${other.username}` }).click();
  await expect(box).toBeHidden();
  await me.page.reload();
  const reopen = dock.getByRole("button", { name: `Open chat with ${other.username}` });
  await expect(reopen).toBeVisible();
  await reopen.click();
  await expect(box).toBeVisible();
  await me.page.screenshot({ path: "test-results/screens/chat-dock-desktop.png" });
  await window.getByRole("button", { name: `Close chat with ${other.username}` }).click();
  await expect(window).toHaveCount(0);

  await me.page.context().close();
  await other.page.context().close();
});
