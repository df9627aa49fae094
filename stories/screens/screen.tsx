/**
 * A screen of the app as a story: the app's own route table (apps/web/src/router) in a memory
 * router at the screen's path, under the providers the app has (the language of the toolbar, a
 * fresh swr cache, the session). A signed-in screen starts with the demo member's token in
 * localStorage, as after a sign-in: the session then reads the profile from the (mocked) API.
 *
 * On the server (packages/ui/test/ssr.test.tsx renders every story with renderToString) the
 * router would only start loading the screen's modules: the story draws what the app draws
 * meanwhile, the route skeleton, with no router.
 */
import { type Language, StorageKey } from "@site/contracts";
import type { Parameters } from "@storybook/react-vite";
import type { AnyHandler } from "msw";
import { useMemo } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { i18nFor } from "../../.storybook/decorators.tsx";
import { FramedRouteSkeleton } from "../../apps/web/src/router/guards.tsx";
import { createRouteTable } from "../../apps/web/src/router/routes.tsx";
import { DEMO_TOKEN } from "./fixtures.ts";

/** The story's language (the toolbar's), for play functions that name what the screen says. */
export const langOf = (globals: Record<string, unknown>) => ((globals.locale as string) ?? "en") as Language;
/** The screen's translation of `key` in the story's language: play functions never hold English. */
export const tr = (globals: Record<string, unknown>, key: string): string =>
  (i18nFor(langOf(globals)).t as (key: string) => string)(key);

/** A screen waits for its modules and its answers: its first data may take a few seconds on CI. */
export const SCREEN_TIMEOUT = { timeout: 8000 };

/** The user agents the guards read: a phone is sent to /m, a desktop to /w (lib/device.ts). */
const USER_AGENT = {
  w: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  m: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
} as const;

const variantOf = (path: string) => (path.startsWith("/m") ? "m" : "w");

export function Screen({ path }: { path: string }) {
  const router = useMemo(() => {
    if (typeof window === "undefined") return undefined;
    const table = createRouteTable(path.split("?")[0] ?? path, USER_AGENT[variantOf(path)]);
    return createMemoryRouter(table.routes, {
      initialEntries: [path],
      patchRoutesOnNavigation: table.patchRoutesOnNavigation,
    });
  }, [path]);
  return (
    // Each story its own cache: no screen shows another's answers.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {router ? (
        <RouterProvider router={router} />
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <FramedRouteSkeleton />
        </MemoryRouter>
      )}
    </SWRConfig>
  );
}

/**
 * The story parameters and hooks of a screen at `path`: phone screens in the phone's viewport,
 * the screen's API handlers, and a session signed in as the demo member unless `member` is false.
 */
export function screen(path: string, handlers: AnyHandler[], { member = true } = {}) {
  const phone = variantOf(path) === "m";
  return {
    render: () => <Screen path={path} />,
    parameters: {
      layout: "fullscreen",
      msw: { handlers },
    } satisfies Parameters,
    globals: { viewport: { value: phone ? "phone" : "desktop" } },
    beforeEach() {
      if (member) localStorage.setItem(StorageKey.token, DEMO_TOKEN);
      else localStorage.removeItem(StorageKey.token);
      return () => localStorage.removeItem(StorageKey.token);
    },
  };
}
