/**
 * Design tokens, loaded by Tailwind v4 through `@config` in the app's and Storybook's CSS.
 * Warm rose for the brand, plum-tinted neutrals for text, the silver and gold of the vip marks.
 * Contrast (WCAG AA, 4.5:1 for text): white text sits on brand-600 or darker, danger-600 or darker;
 * body text is ink-500 or darker on surface and surface-muted; gold carries ink-900 text.
 */
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#fff1f3",
          100: "#ffe1e6",
          200: "#ffc8d2",
          300: "#fd9fb1",
          400: "#f56d89",
          500: "#e5476a",
          600: "#cc2d55",
          700: "#ab2147",
          800: "#8f1f42",
          900: "#7a1d3e",
        },
        ink: {
          50: "#f8f6f9",
          100: "#efebf1",
          200: "#ddd6e1",
          300: "#c2b8c8",
          400: "#9a8ea3",
          500: "#7a6e84",
          600: "#62576b",
          700: "#4d4455",
          800: "#37303e",
          900: "#241f29",
        },
        surface: { DEFAULT: "#ffffff", muted: "#fbf8fa", sunken: "#f4eff3" },
        success: { 50: "#ecfdf3", 500: "#12b76a", 700: "#067647" },
        warning: { 50: "#fffaeb", 500: "#f79009", 700: "#b54708" },
        danger: { 50: "#fef3f2", 500: "#f04438", 600: "#d92d20", 700: "#b42318" },
        online: "#22c55e",
        offline: "#a8a1ad",
        silver: { light: "#f1f3f6", DEFAULT: "#9aa5b1", dark: "#5f6b78" },
        gold: { light: "#fff6d6", DEFAULT: "#e0a526", dark: "#9a6a07" },
      },
      fontFamily: {
        // No web font is loaded: each platform's own UI face sets the Latin text (San Francisco,
        // Segoe UI, Roboto) and Noto Sans CJK, PingFang or JhengHei/YaHei the Chinese. Where none of
        // the named Latin faces exists (Linux, CI) Noto Sans CJK draws the Latin text too, as it
        // always has there. Arial, Helvetica and system-ui stay out of the head of the list: on Linux
        // Chromium swaps in Liberation Sans or DejaVu for them. The typography foundations page shows it.
        sans: [
          "-apple-system",
          "BlinkMacSystemFont",
          "Segoe UI",
          "Roboto",
          "Noto Sans TC",
          "Noto Sans CJK TC",
          "Noto Sans SC",
          "Noto Sans CJK SC",
          "PingFang TC",
          "PingFang SC",
          "Microsoft JhengHei",
          "Microsoft YaHei",
          "system-ui",
          "sans-serif",
        ],
      },
      fontSize: {
        xs: ["0.75rem", { lineHeight: "1.1rem" }],
        sm: ["0.875rem", { lineHeight: "1.35rem" }],
        base: ["1rem", { lineHeight: "1.6rem" }],
        lg: ["1.125rem", { lineHeight: "1.75rem" }],
        xl: ["1.25rem", { lineHeight: "1.85rem" }],
        "2xl": ["1.5rem", { lineHeight: "2.1rem" }],
        "3xl": ["1.875rem", { lineHeight: "2.4rem" }],
        "4xl": ["2.25rem", { lineHeight: "2.75rem" }],
      },
      borderRadius: { sm: "0.375rem", md: "0.625rem", lg: "0.875rem", xl: "1.25rem", "2xl": "1.75rem" },
      boxShadow: {
        card: "0 1px 2px rgb(36 31 41 / 0.04), 0 8px 24px -12px rgb(36 31 41 / 0.12)",
        raised: "0 12px 40px -16px rgb(204 45 85 / 0.35)",
        overlay: "0 24px 64px -24px rgb(36 31 41 / 0.4)",
      },
      maxWidth: { page: "75rem" },
    },
  },
};
