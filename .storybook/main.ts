import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx", "../packages/ui/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest", "storybook-addon-pseudo-states"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
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
