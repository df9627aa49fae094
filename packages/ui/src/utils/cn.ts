import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * What each class sets, as far as overriding goes: two classes whose tags meet may override one
 * another in tailwind-merge (`inset-x-2` and `left-auto`, `flex` and `hidden`, `text-xs` and
 * `leading-tight`, `p-2` and `px-4`, but not `px-4` and `py-2`). Told by the class's first part,
 * and for a few utilities its second; a first part not listed is its own tag. Coarse on purpose:
 * a false "may override" costs one tailwind-merge call, a missed one a wrong style, and
 * cn.test.ts checks every pair of classes the sources use against tailwind-merge itself.
 */
const TAGS: Record<string, string[]> = {};
const tag = (names: string, tags: string) => {
  for (const name of names.split(" ")) TAGS[name] = tags.split(" ");
};
tag("p", "p px py pt pr pb pl ps pe");
tag("px", "px pl pr ps pe");
tag("py", "py pt pb");
tag("m", "m mx my mt mr mb ml ms me");
tag("mx", "mx ml mr ms me");
tag("my", "my mt mb");
tag("size", "size w h");
tag("block inline hidden table contents flow list", "display");
tag("static fixed absolute relative sticky", "position");
tag("visible invisible collapse", "visibility");
tag("underline overline no", "decoration-line");
tag("line", "display overflow decoration-line");
/** inset-x and gap-y: a side (its second part) of a shorthand (its first). */
const SIDES: Record<string, Record<string, string[]>> = {
  inset: {
    "": ["inset", "inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
    x: ["inset-x", "left", "right", "start", "end"],
    y: ["inset-y", "top", "bottom"],
  },
  gap: { "": ["gap", "gap-x", "gap-y"], x: ["gap-x"], y: ["gap-y"] },
};
const TEXT_SIZE = /^(xs|sm|base|lg|\d?xl)(\/.*)?$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
/** A width (`border`, `ring-2`, `border-[3px]`: an arbitrary value may be either). */
const WIDTH = /^(\d+(\.\d+)?|px)?$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
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
    return ["flex", "basis", "grow", "shrink"];
  }
  const sides = SIDES[first];
  if (sides) return sides[second === "x" || second === "y" ? second : ""] as string[];
  if (first === "min" || first === "max") return [`${first}-${second}`];
  if (first === "underline" && second === "offset") return ["underline-offset"];
  if (first === "text") {
    // text-[0.6875rem] is a size, text-[#fff] or text-(--x) may be anything.
    if (/^\[\d/.test(rest)) return ["text-size", "leading"];
    if (arbitrary) return ["text-size", "leading", "text-color"];
    if (TEXT_SIZE.test(rest)) return ["text-size", "leading"];
    if (TEXT_ALIGN.test(rest)) return ["text-align"];
    if (TEXT_WRAP.test(rest)) return ["text-wrap"];
    return ["text-color", `text-${second}`];
  }
  if (first === "border" || first === "ring" || first === "outline") {
    // border-t-2 and border-r-transparent: the side aside, a width, a style or a colour.
    // ring-offset-2 and ring-offset-surface likewise.
    if (second === "inset") return [`${first}-inset`];
    const offset = second === "offset";
    const kind = offset ? `${first}-offset` : first;
    const value =
      first === "border" && /^[trblxyse]$/.test(second)
        ? rest.slice(2)
        : offset
          ? rest.slice("offset-".length)
          : rest;
    if (value.startsWith("[") || value.startsWith("(")) return [`${kind}-width`, `${kind}-color`];
    if (WIDTH.test(value)) return [`${kind}-width`];
    if (LINE_STYLE.test(value)) return [`${kind}-style`];
    return [`${kind}-color`];
  }
  if (first === "shadow") {
    if (arbitrary) return ["shadow", "shadow-color"];
    return [SHADOW_SIZE.test(rest) ? "shadow" : "shadow-color"];
  }
  if (first === "leading") return ["leading"];
  return TAGS[first] ?? [first];
}

/** A class's variants, sorted (tailwind-merge sorts most of them), and its tags. */
function conflictKeys(name: string): string[] {
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
  return tagsOf(base).map((t) => `${variants}|${t}`);
}

/**
 * Whether tailwind-merge could drop a class of this list: two classes whose tags meet, under the
 * same variants. When not, the list is the answer as it is: the check costs far less than
 * tailwind-merge's parse of a list it has not seen, and most lists never need it.
 */
export function mayConflict(list: string): boolean {
  if (!list) return false;
  // A class string written over several lines keeps its line breaks through clsx.
  const names = list.split(/\s+/);
  if (names.length < 2) return false;
  const seen = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const keys = conflictKeys(name);
    for (const key of keys) if (seen.has(key)) return true;
    for (const key of keys) seen.add(key);
  }
  return false;
}

/**
 * Merges class names; later Tailwind classes win over earlier conflicting ones. tailwind-merge is
 * called only for a list where a class could be overridden: on the phone home, 31 lists of 172
 * (7 different ones), where each list it had not seen cost it a parse of every class; the answer
 * for a list is kept.
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

/**
 * The answer for each list already seen: a page renders the same few lists again and again (a
 * card's twenty on each of twenty cards, each again at every update), and the check of a list,
 * though far cheaper than tailwind-merge's parse, cost the phone home some 15 ms at each load.
 * Bounded; a page that renders more lists than that starts over.
 */
const merges = new Map<string, string>();
const MERGES_KEPT = 1000;

/**
 * tailwind-merge builds its class tables on its first call: some 10 ms of a fast machine, four
 * times that on a slow phone. An app calls this in a task of its own before its first render, so
 * that the render's task (already the page's longest) does not carry it too: the first screens
 * still have lists that need it (a button's size overridden by its caller, the spinner's border).
 */
export function prepareCn(): void {
  twMerge("");
}
