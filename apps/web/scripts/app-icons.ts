/**
 * Draws the installed app's icons from the logo's mark (apps/web/src/features/shell/logo.tsx):
 * `node apps/web/scripts/app-icons.ts` writes the PNGs into apps/web/public/icons, which are
 * committed (the build copies them; a change of the mark means running this again).
 * The maskable icon fills the whole square with the gradient and keeps the heart inside the
 * central 80 % circle that every launcher's mask leaves visible.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const out = fileURLToPath(new URL("../public/icons/", import.meta.url));
const HEART = "M16 24s-7-4.3-7-9.3A3.9 3.9 0 0 1 16 12.4a3.9 3.9 0 0 1 7 2.3C23 19.7 16 24 16 24z";
const GRADIENT = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f56d89"/><stop offset="1" stop-color="#cc2d55"/></linearGradient>`;

/** The logo's mark as it is: a rounded square (for "any" purpose, and iOS's home screen). */
const mark = (rounded: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${GRADIENT}</defs><rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="url(#g)"/><path d="${HEART}" fill="#fff"/></svg>`;
/** Full bleed, the heart scaled to sit well within the safe zone (a circle of 40 % radius). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${GRADIENT}</defs><rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 17) scale(0.8) translate(-16 -17)"><path d="${HEART}" fill="#fff"/></g></svg>`;

mkdirSync(out, { recursive: true });
const render = (svg: string, size: number, name: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${name}`);
await Promise.all([
  render(mark(true), 192, "icon-192.png"),
  render(mark(true), 512, "icon-512.png"),
  render(maskable, 512, "icon-maskable-512.png"),
  // iOS draws its own rounded corners and shows transparency as black: a full square.
  render(mark(false), 180, "apple-touch-icon.png"),
  // The tab's icon (index.html; the build inlines it). A bitmap, not the SVG: Chromium builds
  // an SVG document for an SVG icon on the page's main thread, 12-30 ms on a slow host, at each
  // URL the page takes.
  render(mark(true), 32, "favicon-32.png"),
]);
console.log(`icons written to ${out}`);
