import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * What each class sets, as far as overriding goes: a class overrides an earlier one that sets a
 * tag it names (`flex` and `hidden`, `px-2` after `px-4`). A tag written `>x` is one the class
 * overrides without setting it: a shorthand over its parts (`p-2` overrides an earlier `px-4`,
 * but `px-4` after `p-2` overrides nothing; `text-xs` overrides an earlier `leading-tight`, not
 * a later one). Told by the class's first part, and for a few utilities its second; a first part
 * not listed is its own tag. Coarse on purpose: a false "may override" costs one tailwind-merge
 * call, a missed one a wrong style, and cn.test.ts checks every ordered pair of classes the
 * sources use against tailwind-merge itself.
 */
const TAGS: Record<string, string[]> = {};
const tag = (names: string, tags: string) => {
  for (const name of names.split(" ")) TAGS[name] = tags.split(" ");
};
tag("p", "p >px >py >pt >pr >pb >pl >ps >pe");
tag("px", "px >pl >pr >ps >pe");
tag("py", "py >pt >pb");
tag("m", "m >mx >my >mt >mr >mb >ml >ms >me");
tag("mx", "mx >ml >mr >ms >me");
tag("my", "my >mt >mb");
tag("size", "size >w >h");
tag("block inline hidden table contents flow list", "display");
tag("static fixed absolute relative sticky", "position");
tag("visible invisible collapse", "visibility");
tag("underline overline no", "decoration-line");
tag("line", "display overflow decoration-line");
/** inset-x and gap-y: a side (its second part) of a shorthand (its first). */
const SIDES: Record<string, Record<string, string[]>> = {
  inset: {
    "": ["inset", ">inset-x", ">inset-y", ">top", ">right", ">bottom", ">left", ">start", ">end"],
    x: ["inset-x", ">left", ">right", ">start", ">end"],
    y: ["inset-y", ">top", ">bottom"],
  },
  gap: { "": ["gap", ">gap-x", ">gap-y"], x: ["gap-x"], y: ["gap-y"] },
};
const TEXT_SIZE = /^(xs|sm|base|lg|\d?xl)(\/.*)?$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
/** A width (`border`, `ring-2`, `border-[3px]`: an arbitrary value may be either). */
const WIDTH = /^(\d+(\.\d+)?|px)?$/;
/** An arbitrary length (`border-[3px]`): a width, as tailwind-merge takes it. */
const LENGTH = /^\[\d+(\.\d+)?(px|rem|em)?\]$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
/** The sides a border class of all sides (""), or of two (x, y), overrides before it. */
const SIDES_UNDER: Record<string, string[]> = {
  "": [..."trblxyse"],
  x: [..."lrse"],
  y: [..."tb"],
};
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)?$/;

/** The tags of a class without its variants (`!` and `-` taken off). */
function tagsOf(base: string): readonly string[] {
  const dash = base.indexOf("-");
  const first = dash < 0 ? base : base.slice(0, dash);
  const rest = dash < 0 ? "" : base.slice(dash + 1);
  const second = rest.split("-")[0] as string;
  const arbitrary = rest.startsWith("[") || rest.startsWith("(");
  if ((first === "flex" || first === "grid") && !rest) return ["display"];
  if (first === "grid") return [`grid-${second}`];
  if (first === "flex") {
    if (second === "row" || second === "col") return ["flex-direction"];
    if (second === "wrap" || second === "nowrap") return ["flex-wrap"];
    return ["flex", ">basis", ">grow", ">shrink"];
  }
  const sides = SIDES[first];
  if (sides) return sides[second === "x" || second === "y" ? second : ""] as string[];
  if (first === "min" || first === "max") return [`${first}-${second}`];
  if (first === "underline" && second === "offset") return ["underline-offset"];
  if (first === "text") {
    // text-[0.6875rem] is a size, text-[#fff] or text-(--x) may be anything.
    if (/^\[\d/.test(rest)) return ["text-size", ">leading"];
    if (arbitrary) return ["text-size", "text-color", ">leading"];
    if (TEXT_SIZE.test(rest)) return ["text-size", ">leading"];
    if (TEXT_ALIGN.test(rest)) return ["text-align"];
    if (TEXT_WRAP.test(rest)) return ["text-wrap"];
    return ["text-color", `text-${second}`];
  }
  if (first === "border" || first === "ring" || first === "outline") {
    // border-t-2 and border-r-transparent: a width, a style or a colour, of a side or of all
    // four (which overrides the sides before it). ring-offset-2 and ring-offset-surface likewise.
    if (second === "inset") return [`${first}-inset`];
    const offset = second === "offset";
    const kind = offset ? `${first}-offset` : first;
    const side = first === "border" && /^[trblxyse]$/.test(second) ? second : "";
    const value = side ? rest.slice(2) : offset ? rest.slice("offset-".length) : rest;
    const of = (what: string) =>
      first !== "border"
        ? [`${kind}-${what}`]
        : [`${kind}-${what}${side}`, ...(SIDES_UNDER[side] ?? []).map((s) => `>${kind}-${what}${s}`)];
    if (LENGTH.test(value)) return of("width");
    if (value.startsWith("[") || value.startsWith("(")) return [...of("width"), ...of("color")];
    if (WIDTH.test(value)) return of("width");
    if (LINE_STYLE.test(value)) return [`${kind}-style`];
    return of("color");
  }
  if (first === "shadow") {
    if (arbitrary) return ["shadow", "shadow-color"];
    return [SHADOW_SIZE.test(rest) ? "shadow" : "shadow-color"];
  }
  if (first === "leading") return ["leading"];
  return TAGS[first] ?? [first];
}

/**
 * A class's variants, sorted (tailwind-merge sorts most of them), with each of its tags: the ones
 * it sets, then all it overrides (those and the `>` ones).
 */
function conflictKeys(name: string): [sets: string[], overrides: string[]] {
  let depth = 0;
  let end = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) end = i;
  }
  const variants = end < 0 ? "" : name.slice(0, end).split(":").sort().join(":");
  let base = name.slice(end + 1);
  if (base.startsWith("!")) base = base.slice(1);
  if (base.endsWith("!")) base = base.slice(0, -1);
  if (base.startsWith("-")) base = base.slice(1);
  const tags = tagsOf(base);
  return [
    tags.filter((t) => !t.startsWith(">")).map((t) => `${variants}|${t}`),
    tags.map((t) => `${variants}|${t.startsWith(">") ? t.slice(1) : t}`),
  ];
}

/**
 * Whether tailwind-merge could drop a class of this list: a class that overrides a tag an earlier
 * one sets, under the same variants. When not, the list is the answer as it is: the check costs
 * far less than tailwind-merge's parse of a list it has not seen, and most lists never need it.
 */
export function mayConflict(list: string): boolean {
  if (!list) return false;
  // A class string written over several lines keeps its line breaks through clsx.
  const names = list.split(/\s+/);
  if (names.length < 2) return false;
  const set = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const [sets, overrides] = conflictKeys(name);
    for (const key of overrides) if (set.has(key)) return true;
    for (const key of sets) set.add(key);
  }
  return false;
}

/**
 * The answer for each list already seen: a page renders the same few lists again and again (a
 * card's twenty on each of twenty cards, each again at every update), and the check of a list,
 * though far cheaper than tailwind-merge's parse, cost the phone home some 15 ms at each load.
 * Bounded; a page that renders more lists than that starts over.
 */
const merges = new Map<string, string>();
const MERGES_KEPT = 1000;

/**
 * Merges class names; later Tailwind classes win over earlier conflicting ones. tailwind-merge is
 * called only for a list where a class could be overridden, and the answer for a list is kept.
 * The first screens (both logins, both homes) have no such list: their components name each
 * size's padding, border or ring once instead of overriding a default, so tailwind-merge never
 * builds its class tables there (some 25 ms of a first load on a slow phone) nor parses a list.
 * A caller's className may still override anything: that list goes to tailwind-merge.
 */
export function cn(...inputs: ClassValue[]): string {
  const list = clsx(inputs);
  let merged = merges.get(list);
  if (merged === undefined) {
    if (merges.size >= MERGES_KEPT) merges.clear();
    merged = mayConflict(list) ? twMerge(list) : list;
    merges.set(list, merged);
  }
  return merged;
}
