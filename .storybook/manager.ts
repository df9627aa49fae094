/**
 * The manager (the frame around the stories) in the product's colours: the Amora logo, its brand
 * rose (brand-600 of tailwind.config.ts) for selection and accents, its plum-tinted inks for text.
 * The tab's icon is the logo's mark (public/favicon.svg).
 */
import { addons } from "storybook/manager-api";
import { create } from "storybook/theming";
import tokens from "../tailwind.config.ts";

const { brand, ink, surface } = tokens.theme.extend.colors;

/** The logo of apps/web (features/shell/logo.tsx): the heart mark and the wordmark, in brand-600. */
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="200" height="40">
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand[400]}"/><stop offset="1" stop-color="${brand[600]}"/></linearGradient></defs>
<rect x="0" y="4" width="32" height="32" rx="10" fill="url(#m)"/>
<path d="M16 28s-7-4.3-7-9.3A3.9 3.9 0 0 1 16 16.4a3.9 3.9 0 0 1 7 2.3C23 23.7 16 28 16 28z" fill="#fff"/>
<text x="42" y="28" font-family="-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans CJK TC', sans-serif" font-size="21" font-weight="700" letter-spacing="-0.5" fill="${brand[600]}">Amora</text>
<text x="112" y="28" font-family="-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans CJK TC', sans-serif" font-size="13" font-weight="500" fill="${ink[600]}">design system</text>
</svg>`;

addons.setConfig({
  theme: create({
    base: "light",
    brandTitle: "Amora design system",
    brandUrl: "/",
    brandTarget: "_self",
    brandImage: `data:image/svg+xml,${encodeURIComponent(logo)}`,
    colorPrimary: brand[600],
    colorSecondary: brand[600],
    appBg: surface.muted,
    appContentBg: surface.DEFAULT,
    appPreviewBg: surface.muted,
    appBorderColor: ink[100],
    appBorderRadius: 10,
    fontBase: tokens.theme.extend.fontFamily.sans
      .map((face) => (face.includes(" ") ? `"${face}"` : face))
      .join(", "),
    textColor: ink[900],
    textMutedColor: ink[600],
    textInverseColor: surface.DEFAULT,
    barBg: surface.DEFAULT,
    barTextColor: ink[600],
    barHoverColor: brand[700],
    barSelectedColor: brand[600],
    inputBg: surface.DEFAULT,
    inputBorder: ink[200],
    inputTextColor: ink[900],
    inputBorderRadius: 10,
  }),
});
