/**
 * npm run size: the first-screen budgets (ARCHITECTURE) as a browser measures them, the same
 * figures as the journeys' check (e2e/budget.desktop.e2e.ts): every script and stylesheet the
 * first screen of each variant fetches until the network is idle, gzipped at level 9, signed out
 * and signed in. Starts the built site (apps/web/dist, `npm run build` first) on a fresh data
 * folder with the demo data, or measures SITE_URL. Prints the figures, the largest chunks and
 * modules; exits non-zero over budget.
 *   node scripts/size.ts            # the built site, started here
 *   SITE_URL=http://127.0.0.1:8080 node scripts/size.ts
 */
import { chromium } from "@playwright/test";
import { BUDGET, FIRST_SCREENS, kb, largestModules, measureScreen, report } from "../e2e/support/budget.ts";
import { builtSite } from "../e2e/support/built-site.ts";
import { chromiumLaunch } from "./chromium.ts";

const port = Number(process.env.SIZE_PORT ?? 8189);
const built = builtSite("size", port);
const site = built.url;

let over = false;
try {
  await built.ready();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const screen of FIRST_SCREENS) {
      const measured = await measureScreen(browser, site, screen);
      const context = await browser.newContext({ baseURL: site });
      const modules = await largestModules(
        await context.newPage(),
        measured.files,
        Number(process.env.SIZE_MODULES ?? 12),
      );
      await context.close();
      console.log(report(screen, measured, modules));
      if (!measured.path.startsWith(screen.path) || !measured.rendered)
        throw new Error(`${screen.name}: the page ended on ${measured.path}, rendered: ${measured.rendered}`);
      over ||= measured.js > screen.js || measured.css > BUDGET.css;
    }
  } finally {
    await browser.close();
  }
} finally {
  built.stop();
}
console.log(over ? "Over budget." : `Every first screen within its JS budget and ${kb(BUDGET.css)} CSS.`);
process.exit(over ? 1 : 0);
