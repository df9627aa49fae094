import type { Preview } from "@storybook/react-vite";
import { loadNamespaces, withI18n } from "./decorators.tsx";
import { failOnUnhandledCalls, loadMsw } from "./msw.ts";
import "./preview.css";

const preview: Preview = {
  // A docs page for every component (its layout: ./docs-preview.ts).
  tags: ["autodocs"],
  decorators: [withI18n],
  // The API mocks (stories/screens): loaded before a story renders; a call left unmocked fails it.
  loaders: [loadNamespaces, loadMsw],
  afterEach: failOnUnhandledCalls,
  globalTypes: {
    locale: {
      description: "Language",
      toolbar: {
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "zhcn", title: "简体中文" },
          { value: "zhtw", title: "繁體中文" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en" },
  parameters: {
    layout: "padded",
    // Accessibility violations fail the story's test.
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      // "phone" and "desktop" are the keys stories name (globals: { viewport: { value: "phone" } }).
      options: {
        iphoneSe: {
          name: "iPhone SE (375×667)",
          styles: { width: "375px", height: "667px" },
          type: "mobile",
        },
        phone: { name: "iPhone 15 (390×844)", styles: { width: "390px", height: "844px" }, type: "mobile" },
        pixel7: { name: "Pixel 7 (412×915)", styles: { width: "412px", height: "915px" }, type: "mobile" },
        tablet: { name: "Tablet (768×1024)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        laptop: { name: "Laptop (1280×800)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
        desktop: {
          name: "Desktop (1440×900)",
          styles: { width: "1440px", height: "900px" },
          type: "desktop",
        },
      },
    },
    options: {
      // Foundations first, then the primitives, the components by area (the member's areas first,
      // the console last) and the screens of both variants.
      storySort: {
        order: [
          "Foundations",
          ["Colour", "Typography", "Spacing", "Radii and shadows", "Motion", "Icons"],
          "Primitives",
          "Components",
          [
            "Members",
            "Chat",
            "Mail",
            "Feed",
            "Gifts",
            "Payments",
            "Safety",
            "Blog",
            "App",
            "Compositions",
            "Admin",
          ],
          "Screens",
          ["Desktop", "Phone"],
          "*",
        ],
      },
    },
  },
};
export default preview;
