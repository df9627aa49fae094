/**
 * First-screen budgets (ARCHITECTURE, budgets) as a browser measures them: the first screen of
 * each variant, signed out and signed in, fetches at most 150 KB of gzipped JavaScript (every
 * script until the network is idle, each gzipped at level 9) and 20 KB of CSS. Runs once (the
 * desktop project): each screen opens its own context, as a phone for the /m pages. Prints the
 * figures and the largest chunks and modules. `npm run size` reports the same figures.
 */
import { expect, test } from "@playwright/test";
import { BUDGET, FIRST_SCREENS, kb, largestModules, measureScreen, report } from "./support/budget.ts";

for (const screen of FIRST_SCREENS) {
  test(`first screen ${screen.name} within the JavaScript and CSS budgets`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const measured = await measureScreen(browser, baseURL ?? "", screen);
    const modules = await largestModules(page, measured.files);
    const text = report(screen, measured, modules);
    console.log(text);
    await test.info().attach("budget", { body: text, contentType: "text/plain" });
    expect(measured.files.length, "the page fetched no script: the measurement saw nothing").toBeGreaterThan(
      0,
    );
    expect(measured.path, "the page left the screen it measures").toMatch(new RegExp(`^${screen.path}`));
    expect(measured.rendered, "the app never replaced the static shell").toBe(true);
    expect(measured.js, `${screen.name}: gzipped JavaScript (${kb(measured.js)})`).toBeLessThanOrEqual(
      screen.js,
    );
    expect(measured.css, `${screen.name}: gzipped CSS (${kb(measured.css)})`).toBeLessThanOrEqual(BUDGET.css);
  });
}
