import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

const index = JSON.parse(
  readFileSync(new URL("../storybook-static/index.json", import.meta.url), "utf8"),
) as {
  entries: Record<string, { id: string; name: string; type: string }>;
};
const catalogs = Object.values(index.entries).filter((e) => e.type === "story" && e.name === "Catalog");

test("there is a catalog for every component", () => {
  expect(catalogs.length).toBeGreaterThanOrEqual(20);
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
