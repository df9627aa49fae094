/**
 * The first screens' modules in a few chunks instead of dozens. Left to itself the bundler cuts
 * one chunk per set of routes that share modules, and the signed-in phone home asked for some 50
 * files of 1-3 KB each: over HTTP/1.1 (six connections) a slow phone waits a round trip for every
 * six of them, and each answer carries its headers (about 1.2 KB, the CSP and the other security
 * headers) for a few hundred bytes of code. Lighthouse put most of /m/home's 4.6 s LCP there.
 *
 * The entry's own static imports become one chunk ("boot": every page loads all of them anyway).
 * Then each module the sign-in page, the phone home or the desktop home import statically goes
 * into a chunk named by which of those screens need it ("first-login-mhome" holds what both the
 * sign-in page and the phone home use): each of these screens loads exactly the code it loaded
 * before, in about six files. Other screens that use such a module load its chunk, a few KB more.
 * Measured on React 19 (issue 49, `npm run size`), without this plugin and with it: the sign-in
 * pages 38 files and 165.4 KB gzip against 13 files and 159.0 KB, /m/home 52 files and 185.1 KB
 * against 15 and 172.5 KB, /w/home/index 70 files and 211.6 KB against 24 and 193.4 KB.
 */
import type { Plugin, Rollup } from "vite";

/** The entry, and the modules each first screen's route starts from (as in first-screen-preload.ts). */
const ENTRY = "src/main.tsx";
const SCREENS: Record<string, string[]> = {
  login: ["src/features/auth/login-page.tsx"],
  mhome: [
    "src/router/mobile-home-routes.tsx",
    "src/features/shell/mobile-shell.tsx",
    "src/features/members/mobile-home-page.tsx",
  ],
  whome: [
    "src/router/web-home-routes.tsx",
    "src/features/shell/web-shell.tsx",
    "src/features/home/web-home-page.tsx",
  ],
};

const normal = (id: string) => id.replaceAll("\\", "/");

/**
 * The packages' modules the first screens load, named by hand: through the barrels every module
 * looks imported, so the closure cannot tell. Each was its own file of a few hundred bytes, with
 * about 1.2 KB of headers on the way. "boot": what the entry itself imports (the language setup,
 * the transport, the enums), loaded by every page already. "session": what the signed-in frames
 * of both variants import (the chat socket, swr, the member calls), loaded by no visitor screen.
 */
const PACKAGE_GROUPS: [RegExp, string][] = [
  [
    /\/packages\/(contracts\/src\/(enums|staff|calls|status)|api-client\/src\/(http|account)|i18n\/src\/index)\.ts$/,
    "boot",
  ],
  [/^\0vite\/preload-helper/, "boot"],
  [
    /\/packages\/(contracts\/src\/(chat|limits|members)|api-client\/src\/(chat|chat-socket|chat-hooks|members|member-hooks|hooks))\.ts$|\/node_modules\/(swr|use-sync-external-store|dequal)\//,
    "session",
  ],
];

export function firstScreenChunks(): { plugin: Plugin; group: (id: string) => string | null } {
  /** Module id -> its chunk's name; filled once the module graph is known. */
  const names = new Map<string, string>();
  const plugin: Plugin = {
    name: "first-screen-chunks",
    apply: "build",
    buildEnd() {
      names.clear();
      const info = (id: string) => this.getModuleInfo(id) as Rollup.ModuleInfo | null;
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((m) => normal(m).endsWith(`/apps/web/${suffix}`));
        if (!id) throw new Error(`first-screen-chunks: no module ${suffix}`);
        return id;
      };
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of info(id)?.importedIds ?? []) visit(next);
        };
        for (const id of starts) visit(id);
        return seen;
      };
      const entry = find(ENTRY);
      const boot = closure([entry]);
      // The entry itself stays in its own chunk with the stylesheet it imports (inlined in the
      // HTML): a route chunk that imports "boot" would otherwise list the stylesheet to load.
      boot.delete(entry);
      const needs = new Map<string, string[]>();
      for (const [screen, starts] of Object.entries(SCREENS))
        for (const id of closure(starts.map(find)))
          if (!boot.has(id)) needs.set(id, [...(needs.get(id) ?? []), screen]);
      // Only the app's and the design system's modules: the closure passes through the barrels of
      // contracts, api-client and i18n, whose every re-export looks imported (yup, swr, all the
      // schemas) though the bundle uses few of them; those stay where the bundler puts them.
      const ours = (id: string) =>
        /\/(apps\/web\/src|packages\/ui\/src)\//.test(normal(id)) && !/\.css($|\?)/.test(id);
      for (const id of boot) if (ours(id)) names.set(id, "boot");
      for (const [id, screens] of needs) if (ours(id)) names.set(id, `first-${screens.join("-")}`);
      for (const id of ids) {
        const group = PACKAGE_GROUPS.find(([test]) => test.test(normal(id)))?.[1];
        if (group) names.set(id, group);
      }
    },
  };
  return { plugin, group: (id) => names.get(id) ?? null };
}
