/**
 * Small phones (issue 50), on an iPhone SE's screen (375 x 667) in Chromium: a conversation shows
 * at least five messages (no tab bar under it, a one-line header, a one-row composer whose send
 * is a 44 px target), and every pushed screen has a back in its bar that goes back in history,
 * or, opened directly, to the screen's parent.
 */
import { type Browser, devices, expect, type Page, test } from "@playwright/test";
import { admin, signIn } from "./support/site.ts";

// The device's size, touch and user agent, in the project's Chromium (the device names WebKit).
const { defaultBrowserType: _webkit, ...iPhoneSE } = devices["iPhone SE"];
const SE = { ...iPhoneSE, viewport: { width: 375, height: 667 } };
test.use(SE);

/** Two members of the seed that no other journey talks with: a woman and a man, both approved. */
const PAIR = { me: "member22@demo.example.com", other: "member21@demo.example.com" } as const;

async function member(browser: Browser, account: string) {
  const context = await browser.newContext({ ...SE, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  const data = await signIn(page, account);
  // Gold, free to chat: the journey is about the screen, not the allowance.
  admin("set-vip", data.username, "2", "1");
  admin("unban-chat", data.username);
  return { page, ...data };
}

/**
 * Sends `texts` to `to` over the chat socket as the member of `token` (spec §4: init, then one
 * opt 1 frame each), from a page of the site (the socket takes the site's origin only), and waits
 * for each acknowledgement: the messages are stored before the conversation opens.
 */
async function sendOverSocket(page: Page, token: string, to: number, texts: string[]) {
  await page.goto("/robots.txt");
  const acked = await page.evaluate(
    async ({ token, to, texts }) => {
      const ws = new WebSocket(
        `${location.origin.replace(/^http/, "ws")}/ws?token=${encodeURIComponent(token)}`,
      );
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = reject;
      });
      const got = new Set<string>();
      const done = new Promise<void>((resolve, reject) => {
        ws.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as {
            opt: number;
            cid?: string;
            msg?: string;
            data?: { cid?: string };
          };
          if (frame.opt === -1 || frame.opt === 7 || frame.opt === 8)
            reject(new Error(`refused: ${frame.msg}`));
          const cid = frame.data?.cid ?? frame.cid;
          if (frame.opt === 1 && cid) got.add(cid);
          if (got.size === texts.length) resolve();
        };
      });
      ws.send(JSON.stringify({ opt: 100, hasInit: false }));
      ws.send(JSON.stringify({ opt: 100, hasInit: true }));
      const stamp = Date.now();
      texts.forEach((txt, i) => {
        ws.send(JSON.stringify({ opt: 1, uid: to, type: "txt", txt, img: "", cid: `se-${stamp}-${i}` }));
      });
      await Promise.race([
        done,
        new Promise((_, reject) => setTimeout(() => reject(new Error("no ack")), 10_000)),
      ]);
      ws.close();
      return got.size;
    },
    { token, to, texts },
  );
  expect(acked).toBe(texts.length);
}

test("a conversation on an iPhone SE shows at least five messages, a compact header and composer, no tab bar", async ({
  browser,
}) => {
  const me = await member(browser, PAIR.me);
  const other = await member(browser, PAIR.other);
  const run = Date.now() % 100000;
  const theirs = Array.from({ length: 4 }, (_, i) => `Hi ${run} number ${i + 1} from ${other.username}`);
  const mine = Array.from({ length: 4 }, (_, i) => `Reply ${run} number ${i + 1}`);
  await sendOverSocket(other.page, other.token, me.id, theirs);
  await sendOverSocket(me.page, me.token, other.id, mine);

  const page = me.page;
  await page.goto(`/m/home/chat/index?uid=${other.id}`);
  const log = page.getByRole("log", { name: "Messages" });
  await expect(log.getByText(mine[3] as string)).toBeVisible();

  // At least five whole messages inside the list's visible box, on a 667 px screen.
  const shown = await log.evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[data-slot="chat-message"]')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    }).length;
  });
  expect(shown).toBeGreaterThanOrEqual(5);

  // A pushed screen: its bar has back, and no tab bar takes the room under the composer.
  await expect(page.getByRole("button", { name: "‹ Back" })).toBeInViewport();
  await expect(page.getByRole("navigation", { name: "Home" })).toBeHidden();
  const header = page.locator('[data-slot="chat-header"]');
  await expect(header.getByRole("heading", { name: other.username, exact: true })).toBeVisible();
  expect((await header.boundingBox())?.height ?? 999).toBeLessThanOrEqual(52);
  const composer = page.locator('[data-slot="chat-composer"]');
  expect((await composer.boundingBox())?.height ?? 999).toBeLessThanOrEqual(72);
  const send = page.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeInViewport();
  expect((await send.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // It still sends, and the new message shows at the bottom.
  const box = page.getByRole("textbox", { name: /message/i });
  await box.fill(`Last one ${run}`);
  await send.click();
  await expect(log.getByText(`Last one ${run}`)).toBeInViewport();

  // Back from a conversation opened directly leads to the chat list, where the tabs are again.
  await page.getByRole("button", { name: "‹ Back" }).click();
  await expect(page).toHaveURL(/\/m\/home\/chat\/list$/);
  await expect(page.getByRole("navigation", { name: "Home" })).toBeInViewport();
  await Promise.all([me.page.context().close(), other.page.context().close()]);
});

/** Every pushed screen of the phone and the parent its back leads to when it was opened directly. */
const PUSHED: [string, RegExp][] = [
  ["/m/home/trend/new", /\/m\/home\/trend\/list$/],
  ["/m/home/my/Setup/index", /\/m\/home\/my\/index$/],
  ["/m/home/my/Setup/privacy", /\/m\/home\/my\/Setup\/index$/],
  ["/m/home/my/Setup/notification", /\/m\/home\/my\/Setup\/index$/],
  ["/m/home/my/Setup/changesignature", /\/m\/home\/my\/Setup\/index$/],
  ["/m/home/my/newsfeed/{other}", /\/m\/home\/index$/],
  ["/m/home/invite", /\/m\/home\/my\/index$/],
  ["/m/home/invest/index", /\/m\/home\/my\/index$/],
  ["/m/home/wallet", /\/m\/home\/invest\/index$/],
  ["/m/home/upgrade/index", /\/m\/home\/my\/index$/],
  ["/m/home/gift", /\/m\/home\/index$/],
  ["/m/home/chat/service", /\/m\/home\/chat\/list\?tab=customer$/],
  ["/m/home/email/list", /\/m\/home\/chat\/list$/],
  ["/m/home/email/send", /\/m\/home\/email\/list$/],
  ["/m/home/payresult?order=999999", /\/m\/home\/my\/index$/],
];

test("every pushed screen has a labelled back in its bar: to its parent when opened directly, back in history otherwise", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  const other = await page.request.post("/member/index/login", {
    form: { account: PAIR.other, password: "demo1234" },
  });
  const otherId = ((await other.json()) as { data: { id: number } }).data.id;
  await signIn(page, "demo");
  const back = page.getByRole("button", { name: "‹ Back" });
  for (const [address, parent] of PUSHED) {
    await page.goto(address.replace("{other}", String(otherId)));
    await expect(back, address).toBeInViewport();
    // Measured again until it holds: a screen whose data arrives draws its bar anew (the button
    // measured a moment before may be gone, and a gone button has no box).
    await expect
      .poll(async () => (await back.boundingBox())?.height ?? 0, { message: `${address}: a 44 px target` })
      .toBeGreaterThanOrEqual(44);
    await back.click();
    await expect(page, `${address} opened directly goes to its parent`).toHaveURL(parent);
  }

  // Reached by a tap, back returns to where the member was, not to a fixed parent: customer
  // service opened from Me goes back to Me (its parent, opened directly, is the chat list).
  await page.goto("/m/home/my/index");
  await page.locator('a[href="/m/home/chat/service"]').click();
  await expect(page).toHaveURL(/\/m\/home\/chat\/service$/);
  await back.click();
  await expect(page).toHaveURL(/\/m\/home\/my\/index$/);
  await page.goto("/m/home/trend/list");
  await page.getByRole("button", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/m\/home\/trend\/new$/);
  await back.click();
  await expect(page).toHaveURL(/\/m\/home\/trend\/list$/);
});
