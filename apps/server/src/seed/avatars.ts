/**
 * Demo avatars drawn here and rendered by sharp: a portrait on a soft background, every part
 * (face shape, skin, hair style and colour, eyes, brows, mouth, clothes, accessories, backdrop)
 * picked by its own draw from a generator seeded by the member's number, so a grid of a dozen
 * reads as a dozen people and the same member gets the same face on every machine. Nothing is
 * downloaded, and no font is needed.
 */
import sharp from "sharp";

/** The drawing's own units; the PNG is rendered larger, for the cards' full-bleed photos. */
const VIEW = 300;
const SIZE = 480;

const BACKGROUNDS = [
  ["#fde2e4", "#fad2e1"],
  ["#e2ece9", "#bee1e6"],
  ["#fff1e6", "#fde4cf"],
  ["#dfe7fd", "#cddafd"],
  ["#f0efeb", "#ddd3c7"],
  ["#e8f0d8", "#cfe1b9"],
  ["#f6e7fb", "#e2c6f2"],
  ["#fbeee0", "#f7d6b5"],
  ["#cde8f6", "#8ec5e6"],
  ["#ffd6cc", "#ff9f8a"],
  ["#d8f3dc", "#95d5b2"],
  ["#e0d7ff", "#b8a9f0"],
  ["#fff3b0", "#f6c76b"],
  ["#c9e4de", "#7fb7be"],
] as const;
const SKINS = [
  "#fde3d0",
  "#f9d7c0",
  "#f1c3a1",
  "#e6b08a",
  "#d19a6e",
  "#b97d55",
  "#8d5a3b",
  "#6b4330",
] as const;
const HAIRS = [
  "#1f1f24",
  "#2b1d14",
  "#4a3121",
  "#7a4b2a",
  "#a0522d",
  "#b07a3f",
  "#d9b26f",
  "#e8d5a8",
  "#8c3b2e",
  "#9e9e9e",
  "#c76b98",
] as const;
const SHIRTS = [
  "#e5989b",
  "#6d6875",
  "#457b9d",
  "#2a9d8f",
  "#e9c46a",
  "#f4a261",
  "#b5838d",
  "#52796f",
  "#264653",
  "#e76f51",
  "#8e7dbe",
  "#f7f7f2",
] as const;
const LIPS = ["#c25b6a", "#b24a5a", "#d4737c", "#a4504a"] as const;

/** mulberry32: small, fast and the same everywhere. */
function generator(seed: number) {
  let s = (seed ^ 0x9e3779b9) >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A colour darker (amount < 0) or lighter (> 0) by a share of the way to black or white. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const to = amount < 0 ? 0 : 255;
    return Math.round(c + (to - c) * Math.abs(amount))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(n >> 16)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}

type Face = { path: string; top: number; chin: number; half: number };

const FACES: Face[] = [
  // oval
  { path: "M100 140a50 58 0 1 0 100 0a50 58 0 1 0-100 0z", top: 82, chin: 198, half: 50 },
  // round
  { path: "M96 142a54 54 0 1 0 108 0a54 54 0 1 0-108 0z", top: 88, chin: 196, half: 54 },
  // heart: a narrow chin
  {
    path: "M100 132Q100 82 150 82Q200 82 200 132Q200 176 150 200Q100 176 100 132z",
    top: 82,
    chin: 200,
    half: 50,
  },
  // square jaw
  {
    path: "M100 128Q100 82 150 82Q200 82 200 128L198 168Q192 198 150 200Q108 198 102 168z",
    top: 82,
    chin: 200,
    half: 50,
  },
  // long
  { path: "M104 140a46 62 0 1 0 92 0a46 62 0 1 0-92 0z", top: 78, chin: 202, half: 46 },
];

type Hair = { back?: string; front: string };

const FEMALE_HAIR: ((c: string) => Hair)[] = [
  // long, straight, side fringe
  (c) => ({
    back: `<path d="M86 150Q78 66 150 60Q222 66 214 150L222 252Q150 272 78 252Z" fill="${c}"/>`,
    front: `<path d="M98 132Q100 74 152 72Q204 76 202 132Q190 100 160 96Q126 104 98 132Z" fill="${c}"/>`,
  }),
  // bob with straight bangs
  (c) => ({
    back: `<path d="M88 160Q80 68 150 62Q220 68 212 160Q212 196 196 202L104 202Q88 196 88 160Z" fill="${c}"/>`,
    front: `<path d="M96 124Q100 72 150 70Q200 72 204 124L204 118Q182 110 150 112Q118 110 96 118Z" fill="${c}"/>`,
  }),
  // top bun
  (c) => ({
    front: `<circle cx="150" cy="62" r="26" fill="${c}"/><path d="M98 132Q102 76 150 74Q198 76 202 132Q188 100 150 98Q112 100 98 132Z" fill="${c}"/>`,
  }),
  // ponytail
  (c) => ({
    back: `<path d="M190 92Q246 104 236 190Q230 232 210 244Q222 190 196 138Z" fill="${c}"/>`,
    front: `<path d="M98 134Q98 74 152 72Q206 76 202 132Q188 96 150 98Q112 102 98 134Z" fill="${c}"/>`,
  }),
  // long curls
  (c) => ({
    back: `<g fill="${c}">${[
      [96, 96],
      [204, 96],
      [86, 140],
      [214, 140],
      [84, 184],
      [216, 184],
      [92, 226],
      [208, 226],
      [120, 70],
      [180, 70],
      [150, 62],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="28"/>`)
      .join("")}</g>`,
    front: `<g fill="${c}"><circle cx="118" cy="96" r="22"/><circle cx="150" cy="86" r="24"/><circle cx="182" cy="96" r="22"/><circle cx="104" cy="118" r="14"/><circle cx="196" cy="118" r="14"/></g>`,
  }),
  // shoulder-length waves, centre part
  (c) => ({
    back: `<path d="M92 140Q84 64 150 62Q216 64 208 140Q222 180 206 222Q196 206 196 190L104 190Q104 206 94 222Q78 180 92 140Z" fill="${c}"/>`,
    front: `<path d="M98 140Q96 76 150 72Q204 76 202 140Q196 100 152 86Q106 100 98 140Z" fill="${c}"/>`,
  }),
];

const MALE_HAIR: ((c: string) => Hair)[] = [
  // short crop
  (c) => ({
    front: `<path d="M100 128Q98 78 150 72Q202 78 200 128Q188 96 150 94Q114 96 100 128Z" fill="${c}"/>`,
  }),
  // side part
  (c) => ({
    front: `<path d="M98 132Q94 76 150 70Q208 74 204 128Q198 98 170 92Q128 92 98 132Z" fill="${c}"/><path d="M132 76Q140 86 168 90" stroke="${shade(c, 0.25)}" stroke-width="3" fill="none"/>`,
  }),
  // quiff
  (c) => ({
    front: `<path d="M100 126Q94 66 140 58Q194 48 208 88Q206 110 200 126Q190 96 152 96Q116 98 100 126Z" fill="${c}"/>`,
  }),
  // buzz cut
  (c) => ({
    front: `<path d="M100 122Q102 82 150 80Q198 82 200 122Q190 100 150 98Q110 100 100 122Z" fill="${c}" opacity=".8"/>`,
  }),
  // curly top
  (c) => ({
    front: `<g fill="${c}">${[
      [108, 104],
      [124, 84],
      [150, 76],
      [176, 84],
      [192, 104],
      [138, 92],
      [164, 92],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18"/>`)
      .join("")}</g>`,
  }),
  // shaved
  () => ({ front: "" }),
  // man bun
  (c) => ({
    front: `<circle cx="150" cy="70" r="18" fill="${c}"/><path d="M100 128Q100 80 150 78Q200 80 200 128Q190 100 150 98Q110 100 100 128Z" fill="${c}"/>`,
  }),
];

function eyes(rand: () => number, female: boolean): string {
  const ink = "#2d2a32";
  switch (Math.floor(rand() * 3)) {
    case 0:
      return `<circle cx="131" cy="144" r="5" fill="${ink}"/><circle cx="169" cy="144" r="5" fill="${ink}"/>`;
    case 1:
      // smiling arcs
      return `<path d="M124 146Q131 138 138 146M162 146Q169 138 176 146" stroke="${ink}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
    default: {
      const lash = female
        ? `<path d="M123 140l-4-3M177 140l4-3" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/>`
        : "";
      return `<ellipse cx="131" cy="144" rx="6.5" ry="5" fill="#fff"/><ellipse cx="169" cy="144" rx="6.5" ry="5" fill="#fff"/><circle cx="131" cy="144" r="3.6" fill="${ink}"/><circle cx="169" cy="144" r="3.6" fill="${ink}"/>${lash}`;
    }
  }
}

function brows(rand: () => number, hair: string): string {
  const c = shade(hair, -0.15);
  const arched = rand() < 0.5;
  const d = arched ? "M121 128Q131 120 141 127M159 127Q169 120 179 128" : "M121 127L141 125M159 125L179 127";
  return `<path d="${d}" stroke="${c}" stroke-width="${arched ? 3.5 : 4.5}" fill="none" stroke-linecap="round"/>`;
}

function mouth(rand: () => number, female: boolean): string {
  const lip = female ? (LIPS[Math.floor(rand() * LIPS.length)] as string) : "#a4504a";
  switch (Math.floor(rand() * 3)) {
    case 0:
      return `<path d="M134 168Q150 180 166 168" stroke="${lip}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    case 1:
      // an open smile
      return `<path d="M134 166Q150 186 166 166Z" fill="${lip}"/><path d="M137 167Q150 172 163 167L162 170Q150 174 138 170Z" fill="#fff"/>`;
    default:
      return `<path d="M140 170Q150 176 160 170" stroke="${lip}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
}

function clothes(rand: () => number, shirt: string, skin: string): string {
  const body = `<path d="M56 300Q60 222 150 212Q240 222 244 300Z" fill="${shirt}"/>`;
  switch (Math.floor(rand() * 4)) {
    case 0:
      // v-neck
      return `${body}<path d="M132 214L150 246L168 214Z" fill="${skin}"/>`;
    case 1:
      // collar
      return `${body}<path d="M126 212L150 236L136 246ZM174 212L150 236L164 246Z" fill="#fff"/>`;
    case 2:
      // hoodie
      return `${body}<path d="M112 216Q150 250 188 216" stroke="${shade(shirt, -0.2)}" stroke-width="10" fill="none"/><path d="M140 238v26M160 238v26" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`;
    default:
      // turtleneck
      return `${body}<rect x="128" y="200" width="44" height="26" rx="10" fill="${shade(shirt, -0.12)}"/>`;
  }
}

function accessories(rand: () => number, female: boolean, shirt: string): string {
  let out = "";
  const glasses = rand();
  if (glasses < 0.22) {
    const frame = rand() < 0.5 ? "#2d2a32" : "#8c3b2e";
    out +=
      rand() < 0.5
        ? `<g stroke="${frame}" stroke-width="3" fill="#fff" fill-opacity=".15"><circle cx="131" cy="144" r="13"/><circle cx="169" cy="144" r="13"/><path d="M144 144h12" fill="none"/></g>`
        : `<g stroke="${frame}" stroke-width="3" fill="#fff" fill-opacity=".15"><rect x="115" y="134" width="31" height="22" rx="5"/><rect x="154" y="134" width="31" height="22" rx="5"/><path d="M146 142h8" fill="none"/></g>`;
  }
  if (female && rand() < 0.45) {
    const gem = rand() < 0.5 ? "#f2c14e" : "#e5989b";
    out += `<circle cx="99" cy="164" r="4.5" fill="${gem}"/><circle cx="201" cy="164" r="4.5" fill="${gem}"/>`;
  }
  if (rand() < 0.14) {
    // a beanie in a shade of the shirt
    const c = shade(shirt, -0.1);
    out += `<path d="M96 112Q98 58 150 56Q202 58 204 112Z" fill="${c}"/><rect x="92" y="102" width="116" height="18" rx="8" fill="${shade(c, -0.18)}"/>`;
  } else if (female && rand() < 0.18) {
    out += `<path d="M100 112Q150 70 200 112" stroke="${shade(shirt, 0.2)}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function facialHair(rand: () => number, hair: string, face: Face): string {
  const roll = rand();
  const c = shade(hair, -0.05);
  if (roll < 0.2) {
    // full beard
    return `<path d="M102 150Q104 ${face.chin + 14} 150 ${face.chin + 16}Q196 ${face.chin + 14} 198 150Q190 178 166 174Q150 166 134 174Q110 178 102 150Z" fill="${c}"/>`;
  }
  if (roll < 0.35)
    return `<path d="M132 162Q150 152 168 162Q150 160 132 162Z" fill="${c}" stroke="${c}" stroke-width="5" stroke-linejoin="round"/>`;
  if (roll < 0.5)
    return `<path d="M106 160Q110 ${face.chin} 150 ${face.chin + 2}Q190 ${face.chin} 194 160Q170 186 150 184Q130 186 106 160Z" fill="${c}" opacity=".22"/>`;
  return "";
}

function backdrop(rand: () => number): string {
  const [from, to] = BACKGROUNDS[Math.floor(rand() * BACKGROUNDS.length)] as readonly [string, string];
  const angle = Math.floor(rand() * 4);
  const [x2, y2] = [
    [1, 1],
    [0, 1],
    [1, 0],
    [1, 0.4],
  ][angle] as [number, number];
  const cx = Math.round(40 + rand() * 220);
  const cy = Math.round(30 + rand() * 120);
  const r = Math.round(50 + rand() * 70);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${VIEW}" height="${VIEW}" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".28"/>`;
}

export function avatarSvg(seed: number, female: boolean): string {
  const rand = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const background = backdrop(rand);
  const face = pick(FACES);
  const skin = pick(SKINS);
  const hairColour = pick(HAIRS);
  const shirt = pick(SHIRTS);
  const hair = pick(female ? FEMALE_HAIR : MALE_HAIR)(hairColour);
  const shadow = shade(skin, -0.12);
  const ears = `<ellipse cx="${150 - face.half}" cy="148" rx="8" ry="12" fill="${shadow}"/><ellipse cx="${150 + face.half}" cy="148" rx="8" ry="12" fill="${shadow}"/>`;
  const nose = `<path d="M150 148Q146 158 150 160" stroke="${shadow}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const freckles =
    rand() < 0.15
      ? `<g fill="${shade(skin, -0.3)}" opacity=".5"><circle cx="122" cy="158" r="1.6"/><circle cx="128" cy="162" r="1.6"/><circle cx="118" cy="164" r="1.6"/><circle cx="178" cy="158" r="1.6"/><circle cx="172" cy="162" r="1.6"/><circle cx="182" cy="164" r="1.6"/></g>`
      : "";
  const blush =
    female || rand() < 0.3
      ? `<circle cx="120" cy="162" r="7" fill="#f4a3a3" opacity=".45"/><circle cx="180" cy="162" r="7" fill="#f4a3a3" opacity=".45"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${VIEW} ${VIEW}">
  ${background}
  ${hair.back ?? ""}
  ${clothes(rand, shirt, skin)}
  <rect x="134" y="${face.chin - 24}" width="32" height="44" rx="14" fill="${shadow}"/>
  ${ears}
  <path id="face" d="${face.path}" fill="${skin}"/>
  ${blush}${freckles}
  ${eyes(rand, female)}
  ${brows(rand, hairColour)}
  ${nose}
  ${female ? "" : facialHair(rand, hairColour, face)}
  ${mouth(rand, female)}
  ${hair.front}
  ${accessories(rand, female, shirt)}
</svg>`;
}

export function renderAvatar(seed: number, female: boolean): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(seed, female)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
