import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: [
    "../stories/**/*.stories.tsx",
    "../packages/ui/src/**/*.mdx",
    "../packages/ui/src/**/*.stories.tsx",
  ],
  addons: [
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "@storybook/addon-docs",
    "storybook-addon-pseudo-states",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  // The manager's tab icon (favicon.svg, the logo's mark) and the mock service worker
  // (mockServiceWorker.js) for the screens' API mocks.
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
  // The docs pages' layout, for Storybook's pages only: the docs blocks need a DOM, and the server
  // render of every story (packages/ui/test/ssr.test.tsx) loads preview.tsx alone.
  previewAnnotations: (entries = []) => [
    ...entries,
    fileURLToPath(new URL("./docs-preview.ts", import.meta.url)),
  ],
  // react-docgen (the default, named here on purpose): react-docgen-typescript cannot run on
  // TypeScript 7 (it reads ts.sys, which the native compiler's API has not). Variants come from
  // cva's config instead (cva-arg-types.ts).
  typescript: { reactDocgen: "react-docgen" },
  async viteFinal(config) {
    const { default: tailwind } = await import("@tailwindcss/vite");
    config.plugins = [...(config.plugins ?? []), tailwind()];
    // Pre-bundled up front, so that the first test run does not reload half-way when it meets them.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [...(config.optimizeDeps?.include ?? []), "@headlessui/react", "react-i18next", "i18next"],
    };
    return config;
  },
};
export default config;
