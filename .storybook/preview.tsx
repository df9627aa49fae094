import type { Preview } from "@storybook/react-vite";
import { loadNamespaces, withI18n } from "./decorators.tsx";
import { failOnUnhandledCalls, loadMsw } from "./msw.ts";
import "./preview.css";

const preview: Preview = {
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
      options: {
        phone: { name: "Phone", styles: { width: "390px", height: "844px" } },
        desktop: { name: "Desktop", styles: { width: "1280px", height: "800px" } },
      },
    },
  },
};
export default preview;
