/**
 * Members journeys in both variants: browse, search, follow and see it in my likes, in the other's
 * liked-me and in mutual likes; block and disappear; report; change settings and see them after
 * a reload. Each project signs in with its own pair of demo members so the runs do not meet.
 */
import { expect, type Page, test } from "@playwright/test";
import { admin, signIn } from "./support/site.ts";

/** Demo members from the seed: `demo` (gold) and `demo2` (silver) for the desktop; two seeded ones for the phone. */
const PAIRS = {
  desktop: { me: "demo", other: "demo2" },
  phone: { me: "member2@demo.example.com", other: "member1@demo.example.com" },
} as const;

/** Signs in; seeded members have random tiers, and these journeys need a paid member's view. */
async function signInAs(page: Page, account: string) {
  const data = await signIn(page, account);
  if (data.vip === 0) admin("set-vip", data.username, "1", "1");
  return data;
}

test("browse the online list and open a member", async ({ page }, info) => {
  const variant = info.project.name === "phone" ? "m" : "w";
  await signInAs(page, PAIRS[info.project.name as "desktop" | "phone"].me);
  await page.goto(variant === "w" ? "/w/home/member/online" : "/m/home/index");
  const cards = page.locator('[data-slot="member-card"]');
  await expect(cards.first()).toBeVisible();
  // The grid renders its first cards at once and the others one per task (MemberGrid).
  await expect.poll(() => cards.count()).toBeGreaterThan(5);
  await cards.first().getByRole("button").first().click();
  await expect(page).toHaveURL(
    variant === "w" ? /\/w\/home\/user\/detail\/\d+$/ : /\/m\/home\/my\/newsfeed\/\d+$/,
  );
});

test("a member's profile names their country and what they are looking for, in the reader's language", async ({
  page,
}, info) => {
  const project = info.project.name as "desktop" | "phone";
  await signInAs(page, PAIRS[project].me);
  // demo2 of the seed: country HK, interests "b,d" (dating, marriage), a signature in Chinese.
  const login = await page.request.post("/member/index/login", {
    form: { account: "demo2", password: "demo1234" },
  });
  const { id } = ((await login.json()) as { data: { id: number } }).data;
  await page.goto(project === "desktop" ? `/w/home/user/detail/${id}` : `/m/home/my/newsfeed/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "demo2" })).toBeVisible();
  await expect(page.getByText("Hong Kong", { exact: true })).toBeVisible();
  await expect(page.getByText("HK", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Looking for" }).getByRole("listitem")).toHaveText([
    "Dating",
    "Marriage",
  ]);
  await expect(page.getByText("喜歡咖啡和老電影", { exact: true })).toHaveCount(1);

  await page.evaluate(() => localStorage.setItem("lang", "zhtw"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "demo2" })).toBeVisible();
  await expect(page.getByText("香港", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "想找" }).getByRole("listitem")).toHaveText([
    "約會對象",
    "結婚對象",
  ]);
});

test("follow someone: it shows in my likes, in their liked-me, and once they follow back, in mutual likes", async ({
  browser,
}, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  const pair = PAIRS[project];
  const mine = await browser.newPage();
  const theirs = await browser.newPage();
  const me = await signInAs(mine, pair.me);
  const other = await signInAs(theirs, pair.other);

  await mine.bringToFront();
  await mine.goto(variant === "w" ? `/w/home/user/detail/${other.id}` : `/m/home/my/newsfeed/${other.id}`);
  const follow = mine.getByRole("button", { name: /^(Like|Unlike)$/ });
  if ((await follow.textContent()) === "Unlike") await follow.click();
  await mine.getByRole("button", { name: "Like", exact: true }).click();
  await expect(mine.getByText("Followed").first()).toBeVisible();
  await expect(mine.getByRole("button", { name: "Unlike" })).toBeVisible();

  const lists = async (page: Page, tab: string, throughTabs = variant === "m") => {
    // Two pages side by side: the one in the background gets no animation frames until it is in front.
    await page.bringToFront();
    if (!throughTabs) {
      // The desktop (and the second phone) read the follow lists through the API the mobile tabs use.
      const token = page === mine ? me.token : other.token;
      const path = { "My likes": "i_like", "Liked me": "love_me", Mutual: "mutual_like" }[tab];
      const answer = await page.request.post(`/member/like/${path}`, {
        form: { token, page: "1" },
      });
      return ((await answer.json()) as { data: { data: { username: string }[] } }).data.data.map(
        (m) => m.username,
      );
    }
    await page.goto("/m/home/index");
    // The online tab keeps its list moving while it loads; the tab itself is what is clicked.
    await page.getByRole("tab", { name: tab }).click({ force: true });
    await page.locator('[data-slot="member-card"]').first().waitFor();
    return page.locator('[data-slot="member-card-identity"]').allTextContents();
  };
  const has = (names: string[], name: string) => names.some((n) => n.includes(name));
  expect(has(await lists(mine, "My likes"), other.username)).toBe(true);
  expect(has(await lists(theirs, "Liked me", false), me.username)).toBe(true);

  await theirs.bringToFront();
  await theirs.goto(variant === "w" ? `/w/home/user/detail/${me.id}` : `/m/home/my/newsfeed/${me.id}`);
  const back = theirs.getByRole("button", { name: /^(Like|Unlike)$/ });
  if ((await back.textContent()) === "Like") await back.click();
  await expect(theirs.getByRole("button", { name: "Unlike" })).toBeVisible();
  expect(has(await lists(mine, "Mutual"), other.username)).toBe(true);
  // Their polls would otherwise run on through the journeys after this one.
  await Promise.all([mine.context().close(), theirs.context().close()]);
});

test("report a member, then block them and they disappear", async ({ page }, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  const { token } = await signInAs(page, PAIRS[project].me);
  const latest = await page.request.post("/member/index/new_opposite_sex", {
    form: { token, page: "1" },
  });
  // Someone who is not part of another journey (the pairs follow each other there).
  const pairNames = Object.values(PAIRS).flatMap((p) => [p.me, p.other]);
  const target = (
    (await latest.json()) as { data: { data: { id: number; username: string; email?: string }[] } }
  ).data.data
    .filter((m) => !pairNames.some((n) => n.startsWith(`${m.username}@`) || n === m.username))
    .at(-1);
  expect(target).toBeTruthy();
  const id = target?.id as number;

  await page.goto(variant === "w" ? `/w/home/user/detail/${id}` : `/m/home/my/newsfeed/${id}`);
  // The profile's own Report comes first; each of the member's posts below has its own.
  await page.getByRole("button", { name: "Report" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("radio").nth(1)).toBeVisible();
  await dialog.getByRole("radio").nth(1).click();
  await expect(dialog.getByRole("radio").nth(1)).toBeChecked();
  await dialog
    .getByRole("button", { name: /Report|Submit|Send/ })
    .last()
    .click();
  await expect(page.getByText(/Report submitted|already reported/).first()).toBeVisible();

  // Both profiles have the Block button (the phone's too, since the designer's walk of 2026-11-29).
  await page.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText(/Blocked/).first()).toBeVisible();
  // The profile is gone at once, and stays gone.
  await expect(page.getByText("This member cannot be found.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("This member cannot be found.")).toBeVisible();
});

test("change settings and find them after a reload", async ({ page }, info) => {
  const project = info.project.name as "desktop" | "phone";
  const variant = project === "phone" ? "m" : "w";
  await signInAs(page, PAIRS[project].me);
  if (variant === "w") {
    await page.goto("/w/home/user/notification");
    const box = page.getByRole("checkbox", { name: "New mail" });
    const before = await box.isChecked();
    await box.click();
    await page.getByRole("radio", { name: "Never" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "New mail" })).toBeChecked({ checked: !before });
    await expect(page.getByRole("radio", { name: "Never" })).toBeChecked();

    await page.goto("/w/home/user/index");
    const signature = `Sunny days ${Date.now() % 10000}`;
    await page.getByRole("textbox", { name: "Signature" }).fill(signature);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Signature" })).toHaveValue(signature);
  } else {
    // The notification settings, reached from the settings list.
    await page.goto("/m/home/my/Setup/index");
    await page.getByRole("link", { name: "Notifications" }).click();
    await expect(
      page.getByText("One summary, only when you have not visited the site for 2 days."),
    ).toBeVisible();
    await page.getByRole("radio", { name: "Immediately" }).click();
    await page
      .getByRole("group", { name: "Mail and chat" })
      .getByRole("checkbox", { name: "New chat messages" })
      .click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("radio", { name: "Immediately" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "New chat messages" })).not.toBeChecked();
    // Its bar names the page and leads back to the list, as every settings screen's does.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notification settings");
    await page.getByRole("button", { name: "‹ Back" }).click();
    await expect(page).toHaveURL(/\/m\/home\/my\/Setup\/index$/);

    // My details: what the member registered with, to read (the birthday has its own screen).
    await page.goto("/m/home/my/Setup/data");
    const facts = page.locator("dl");
    await expect(facts.getByRole("term")).toHaveText(["Birthday", "Country", "E-mail"]);
    await expect(facts.getByRole("definition").nth(2)).toHaveText(PAIRS.phone.me);
    await expect(facts.getByRole("definition").first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(page.getByRole("textbox")).toHaveCount(0);

    await page.goto("/m/home/my/Setup/changesignature");
    const signature = `Beach walks ${Date.now() % 10000}`;
    await page.getByLabel("Signature").fill(signature);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/m\/home\/my\/Setup\/index$/);
    await page.goto("/m/home/my/Setup/changesignature");
    await expect(page.getByLabel("Signature")).toHaveValue(signature);
    // Every settings screen leads back: the sub-page to the list, the list to Me.
    await page.getByRole("button", { name: "‹ Back" }).click();
    await expect(page).toHaveURL(/\/m\/home\/my\/Setup\/index$/);
    await page.getByRole("button", { name: "‹ Back" }).click();
    await expect(page).toHaveURL(/\/m\/home\/my\/index$/);

    await page.goto("/m/home/my/Setup/lang");
    await page.getByRole("radio", { name: "简体中文" }).click();
    // Reload only once the server has the choice (a reload would cancel the call).
    const saved = page.waitForResponse((r) => r.url().includes("/member/index/changelang"));
    await page.getByRole("button", { name: "Save" }).click();
    await saved;
    await page.reload();
    await expect(page.getByRole("heading", { name: "语言" })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const settings = await page.request.post("/member/index/settings", { form: { token: token ?? "" } });
    expect(((await settings.json()) as { data: { lang: string } }).data.lang).toBe("zhcn");
  }
});
