import * as a11yAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { inject } from "vitest";
import * as projectAnnotations from "./preview.tsx";

declare module "vitest" {
  export interface ProvidedContext {
    /** The toolbar language the stories run in (vitest.config.ts: one project per language). */
    locale: "en" | "zhcn" | "zhtw";
  }
}

// Each story starts in the project's language, as if chosen in the toolbar: a play function finds
// what a member reads in that language (`t` from .storybook/story-i18n.ts).
setProjectAnnotations([
  a11yAnnotations,
  projectAnnotations,
  { initialGlobals: { locale: inject("locale") } },
]);

// waitFor and findBy give up after 1 s by default. On a busy two-core CI machine a dialog's leave
// transition has taken longer than that; a dialog that never closes still fails, 3 s later.
configure({ asyncUtilTimeout: 3000 });
