/**
 * Demo avatars drawn here and rendered by sharp: a face on a soft gradient, varied by a number.
 * Nothing is downloaded, and no font is needed.
 */
import sharp from "sharp";

const BACKGROUNDS = [
  ["#fde2e4", "#fad2e1"],
  ["#e2ece9", "#bee1e6"],
  ["#fff1e6", "#fde4cf"],
  ["#dfe7fd", "#cddafd"],
  ["#f0efeb", "#ddd3c7"],
  ["#e8f0d8", "#cfe1b9"],
  ["#f6e7fb", "#e2c6f2"],
  ["#fbeee0", "#f7d6b5"],
] as const;
const SKINS = ["#f9d7c0", "#f1c3a1", "#e0a982", "#c68a62", "#9b6a48", "#fde3d0"] as const;
const HAIRS = ["#2b1d14", "#4a3121", "#7a4b2a", "#b07a3f", "#d9b26f", "#1f1f24", "#8c3b2e"] as const;
const SHIRTS = [
  "#e5989b",
  "#6d6875",
  "#457b9d",
  "#2a9d8f",
  "#e9c46a",
  "#f4a261",
  "#b5838d",
  "#52796f",
] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export function avatarSvg(seed: number, female: boolean): string {
  const [from, to] = pick(BACKGROUNDS, seed);
  const skin = pick(SKINS, seed >> 3);
  const hair = pick(HAIRS, seed >> 5);
  const shirt = pick(SHIRTS, seed >> 2);
  const longHair = female
    ? `<path d="M88 150 Q80 70 150 62 Q220 70 212 150 L220 250 Q150 270 80 250 Z" fill="${hair}"/>`
    : "";
  const topHair = female
    ? `<path d="M100 128 Q110 78 150 76 Q196 78 202 130 Q170 104 132 108 Q112 112 100 128 Z" fill="${hair}"/>`
    : `<path d="M102 126 Q100 80 150 74 Q202 80 198 126 Q186 98 150 96 Q116 98 102 126 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="300" height="300" fill="url(#g)"/>
  ${longHair}
  <path d="M60 300 Q64 222 150 214 Q236 222 240 300 Z" fill="${shirt}"/>
  <rect x="134" y="180" width="32" height="40" rx="14" fill="${skin}"/>
  <ellipse cx="150" cy="140" rx="50" ry="58" fill="${skin}"/>
  ${topHair}
  <circle cx="131" cy="144" r="5" fill="#2d2a32"/><circle cx="169" cy="144" r="5" fill="#2d2a32"/>
  <path d="M134 166 Q150 178 166 166" stroke="#a4504a" stroke-width="4" fill="none" stroke-linecap="round"/>
  <circle cx="120" cy="160" r="7" fill="#f4a3a3" opacity=".45"/><circle cx="180" cy="160" r="7" fill="#f4a3a3" opacity=".45"/>
</svg>`;
}

export function renderAvatar(seed: number, female: boolean): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(seed, female)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
