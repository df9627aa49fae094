/**
 * Waits until a page shows its content: the app rendered over the static shell of index.html
 * (which is aria-hidden), nothing marked busy, and the DOM quiet for `quietMs`.
 */
import type { Page } from "@playwright/test";

export async function settle(page: Page, { quietMs = 150, timeoutMs = 10_000 } = {}): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      const w = window as Window & { __quietSince?: number };
      if (w.__quietSince === undefined) {
        w.__quietSince = performance.now();
        new MutationObserver(() => {
          w.__quietSince = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      const root = document.getElementById("root");
      const rendered = [...(root?.children ?? [])].some((c) => c.getAttribute("aria-hidden") !== "true");
      const busy = document.querySelector('[aria-busy="true"], [data-slot="spinner"]');
      return rendered && !busy && performance.now() - w.__quietSince > quiet;
    },
    quietMs,
    { polling: 50, timeout: timeoutMs },
  );
}
