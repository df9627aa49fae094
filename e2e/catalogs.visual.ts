import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import Fuse from "fuse.js";

const index = JSON.parse(
  readFileSync(new URL("../storybook-static/index.json", import.meta.url), "utf8"),
) as {
  entries: Record<string, { id: string; name: string; title: string; type: string; tags?: string[] }>;
};
const catalogs = Object.values(index.entries).filter((e) => e.type === "story" && e.name === "Catalog");

test("there is a catalog for every component", () => {
  expect(catalogs.length).toBeGreaterThanOrEqual(20);
});

/**
 * The sidebar's search, as Storybook 10's manager runs it (Fuse 3.6 with the options of its
 * sidebar/Search.tsx): it matches an entry's name and the path of groups above it, never its tags.
 */
test("the sidebar search finds the membership by vip, 会员 and 會員", () => {
  const entries = Object.values(index.entries);
  const items = entries.map((e) => ({ ...e, path: e.title.split("/") }));
  const fuse = new Fuse(items, {
    shouldSort: true,
    tokenize: true,
    findAllMatches: true,
    includeScore: true,
    includeMatches: true,
    threshold: 0.2,
    location: 0,
    distance: 100,
    maxPatternLength: 32,
    minMatchCharLength: 1,
    keys: [
      { name: "name", weight: 0.6 },
      { name: "path", weight: 0.3 },
    ],
  });
  const found = (query: string) =>
    fuse.search(query).map((r) => (r as unknown as { item: { id: string } }).item.id);
  for (const query of ["vip", "VIP", "会员", "會員"]) {
    expect(found(query), query).toContain("components-payments-membership--tiers");
  }
  expect(found("vip")).toContain("primitives-vipbadge--gold");
  // The tag filter offers the same words on the components that sell or show a tier.
  for (const tag of ["vip", "会员", "會員"]) {
    const tagged = entries.filter((e) => e.tags?.includes(tag)).map((e) => e.title);
    expect(new Set(tagged), tag).toEqual(
      new Set([
        "Components/Payments/Membership",
        "Primitives/VipBadge",
        "Components/Payments/UpgradeOffer",
        "Components/Payments/UpgradeBox",
        "Components/Payments/CurrentPlan",
        "Components/Payments/PackagePicker",
        "Components/Payments/UpgradeSummary",
      ]),
    );
  }
});

for (const story of catalogs) {
  test(story.id, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:en`);
    await page.locator("#storybook-root > *").first().waitFor();
    // The story's play function has run: a catalog whose rows settle by themselves (the translate
    // panel's answers, 500 ms in) was shot before they did wherever its first still frames came
    // first, and after on a slow host. Storybook's render ends in "finished".
    await page.waitForFunction(
      () =>
        (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
          ?.currentRender?.phase === "finished",
      undefined,
      { timeout: 15_000 },
    );
    await page.evaluate(() => document.fonts.ready);
    // The catalog must hold still for two frames first; a large one (the chat window's) once took
    // longer than the default 5 s to settle on a loaded CI host. A hung page still fails.
    await expect(page.locator("#storybook-root")).toHaveScreenshot(`${story.id}.png`, { timeout: 15_000 });
  });
}
