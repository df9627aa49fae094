/**
 * The components render on the server (issue 49): every story of packages/ui (and the compositions
 * under /stories) imports and renders with react-dom/server's renderToString in Node, where there is
 * no `window`, `document`, `localStorage` or `matchMedia`, and `navigator` is taken away too. A
 * component that reaches for one at import or during render throws here; effects do not run.
 *
 * Stories are composed with Storybook's composeStories and the project annotations of
 * .storybook/preview.tsx (the i18n decorator), so their decorators and args apply. Loaders and play
 * functions are not run; the lazily loaded i18n namespaces the preview's loader would load are loaded
 * once up front instead, as a server would before it renders. The screens (stories/screens) render
 * the app's route skeleton: their data comes from Mock Service Worker, in the browser only.
 */
import { LANGUAGES } from "@site/contracts";
import { LAZY_NAMESPACES } from "@site/i18n";
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { i18nFor } from "../../../.storybook/decorators.tsx";
import * as preview from "../../../.storybook/preview.tsx";

/**
 * Stories that cannot render on the server, each with its reason. Keep it empty: a component
 * should render its server markup and start anything that needs the browser in an effect.
 */
const CLIENT_ONLY: Record<string, string> = {};

type StoryFile = Parameters<typeof composeStories>[0];

// Node 21+ has a `navigator` of its own; a server render must not depend on it either.
const navigatorDescriptor = Object.getOwnPropertyDescriptor(globalThis, "navigator");
const withoutNavigator = () =>
  Object.defineProperty(globalThis, "navigator", { value: undefined, configurable: true });
const restoreNavigator = () => {
  if (navigatorDescriptor) Object.defineProperty(globalThis, "navigator", navigatorDescriptor);
};

const files = import.meta.glob<StoryFile>(["../src/**/*.stories.tsx", "../../../stories/**/*.stories.tsx"]);
/** Each file as the repository names it (packages/ui/src/..., stories/...). */
const named = (path: string) => path.replace(/^\.\.\/src\//, "packages/ui/src/").replace(/^(\.\.\/)+/, "");

withoutNavigator();
const imported = await Promise.all(
  Object.entries(files).map(([path, load]) =>
    load().then(
      (module) => ({ path: named(path), module }),
      (error: unknown) => ({ path: named(path), error }),
    ),
  ),
);
restoreNavigator();

setProjectAnnotations([preview]);

beforeAll(async () => {
  for (const lang of LANGUAGES) await i18nFor(lang).loadNamespaces([...LAZY_NAMESPACES]);
  withoutNavigator();
});
afterAll(restoreNavigator);

it("finds the stories", () => {
  expect(Object.keys(files).length).toBeGreaterThan(50);
  for (const global of ["window", "document", "localStorage", "sessionStorage", "matchMedia", "navigator"])
    expect(typeof (globalThis as Record<string, unknown>)[global], global).toBe("undefined");
});

for (const file of imported) {
  const { path } = file;
  if (!("module" in file)) {
    it(`${path} imports on the server`, () => {
      throw new Error(`${path} threw at import: ${String(file.error)}`, { cause: file.error });
    });
    continue;
  }
  const { module } = file;
  describe(path, () => {
    const title = (module.default as { title?: string }).title ?? path;
    for (const [name, Story] of Object.entries(composeStories(module))) {
      const id = `${title} › ${name}`;
      const reason = CLIENT_ONLY[id];
      (reason ? it.skip : it)(
        `${name} renders to a string${reason ? ` (client only: ${reason})` : ""}`,
        () => {
          const logged: string[] = [];
          const errors = vi
            .spyOn(console, "error")
            .mockImplementation((...args) => logged.push(args.map(String).join(" ")));
          try {
            const Component = Story as ComponentType;
            const html = renderToString(<Component />);
            // A screen (stories/screens) is the app's router, which on the server only starts
            // loading the screen's modules: it draws the app's route skeleton, busy, as the app does.
            if (path.startsWith("stories/screens/"))
              expect(html).toMatch(/role="status"[^>]*aria-busy="true"/);
          } catch (error) {
            throw new Error(`${id} threw while rendering on the server: ${String(error)}`, { cause: error });
          } finally {
            errors.mockRestore();
          }
          // React reports an error inside a Suspense boundary (and a suspension it cannot wait for)
          // on the console and renders the fallback instead: a failure all the same.
          expect(logged, `${id} logged errors while rendering on the server`).toEqual([]);
        },
      );
    }
  });
}
