/**
 * The layout guard (issue 18), measured on the axe sweep's own page loads (support/a11y.ts): once
 * a page has settled and axe has scanned it, the viewport is resized through the variant's widths
 * and at each one the page is checked for
 * - "overflow": the document scrolls sideways (`scrollWidth > clientWidth`); the report names the
 *   element that reaches furthest past the right edge (the innermost of those that reach as far);
 * - "bottom-nav": on a mobile member screen (/m/home/...), the shell's bottom tabs (the `<nav>`
 *   holding the links to /m/home/index and /m/home/my/index) are shown inside the first viewport
 *   and not covered; a full-screen screen (a conversation, issue 50: `data-screen="full"` on the
 *   frame) has no tabs by design, and must show its bar's back button instead;
 * - "i18n-key": a text shown (or read out), a placeholder, or a part of the document title looks
 *   like an untranslated key ("terms.title", "pages:terms.title") or is a raw backend name
 *   ("CustomerService").
 *
 * Resizing instead of reloading is sound here: the app lays out with CSS (media queries and
 * container widths), and the one component that reads the window's width (the desktop chat dock)
 * is position: fixed, so it cannot widen the document.
 *
 * Breakage that is known and being fixed goes to KNOWN_BREAKAGE: it does not fail the sweep, but
 * an entry that no longer fails does, so that the list only ever shrinks.
 */
import type { Page } from "@playwright/test";
import type { Lang } from "./a11y.ts";
import { settle } from "./settle.ts";

export interface Width {
  width: number;
  height: number;
}

/** The widths each variant must hold; the first is the one the page loads (and axe scans) at. */
export const LAYOUT_WIDTHS: Record<"w" | "m", readonly Width[]> = {
  m: [
    { width: 412, height: 839 }, // Pixel 7, the phone project's own viewport
    { width: 390, height: 844 }, // iPhone 12 to 15
    { width: 360, height: 780 }, // the narrow Androids
  ],
  w: [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
    { width: 900, height: 700 }, // a window beside another on a small screen; a tablet held sideways
  ],
};

export type LayoutCheck = "overflow" | "bottom-nav" | "i18n-key";

export interface LayoutFinding {
  check: LayoutCheck;
  /** The address visited, and where it landed if it redirected. */
  route: string;
  /** The address visited (what KNOWN_BREAKAGE names). */
  address: string;
  width: number;
  lang: Lang;
  session: "visitor" | "member";
  detail: string;
}

export interface KnownBreakage {
  /** The address as the sweep visits it (a VISITS entry's address). */
  route: string;
  check: LayoutCheck;
  /** Only in these languages / sessions (all when left out). */
  langs?: readonly Lang[];
  sessions?: readonly ("visitor" | "member")[];
  /** What is wrong, and who is fixing it. */
  note: string;
}

/**
 * Layout breakage known on 2026-11-25 and being fixed by the screens' owners. Each entry must
 * still fail where it applies (the sweep says when one no longer does): remove it with the fix.
 */
export const KNOWN_BREAKAGE: readonly KnownBreakage[] = [];

/** Untranslated keys ("terms.title", "pages:terms.title") and backend names never meant for a member. */
const KEY_PATTERN = /^[a-z]+(:|\.)[a-zA-Z_.]+$/;
/** Things shaped like a key that are not one. */
const NOT_A_KEY = /\.(com|net|org|io|tw|cn|hk|app|dev)$/;
export const RAW_BACKEND_NAMES = ["CustomerService"] as const;

interface Measured {
  scrollWidth: number;
  clientWidth: number;
  offender?: string;
  keys: string[];
  nav?: string;
}

/** One measurement of the page as it is now (runs in the page). */
function measure({
  mobileMember,
  keyPattern,
  notAKey,
  rawNames,
}: {
  mobileMember: boolean;
  keyPattern: string;
  notAKey: string;
  rawNames: readonly string[];
}): Measured {
  const doc = document.documentElement;
  const clientWidth = doc.clientWidth;
  const scrollWidth = doc.scrollWidth;

  const selector = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 5; e = e.parentElement) {
      // An id React made up (useId: "_r_0_", ":r0:") names nothing a reader can find.
      if (e.id && !/^(_r_|:r)/.test(e.id)) {
        parts.unshift(`#${CSS.escape(e.id)}`);
        break;
      }
      let part = e.tagName.toLowerCase();
      const slot = e.getAttribute("data-slot");
      if (slot) part += `[data-slot="${slot}"]`;
      else
        part += [...e.classList]
          .slice(0, 3)
          .map((c) => `.${CSS.escape(c)}`)
          .join("");
      const same = e.parentElement
        ? [...e.parentElement.children].filter((c) => c.tagName === e.tagName)
        : [];
      if (same.length > 1) part += `:nth-of-type(${same.indexOf(e) + 1})`;
      parts.unshift(part);
    }
    return parts.join(" > ");
  };

  let offender: string | undefined;
  if (scrollWidth > clientWidth) {
    // What can widen the document: not fixed, and not inside a box that clips or scrolls sideways.
    const contained = (el: Element) => {
      for (let e = el.parentElement; e && e !== document.body && e !== doc; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX !== "visible" || style.position === "fixed") return true;
      }
      return false;
    };
    let worst: { el: Element; right: number } | undefined;
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      const right = rect.right + window.scrollX;
      if (right <= clientWidth + 0.5 || rect.width === 0) continue;
      if (getComputedStyle(el).position === "fixed" || contained(el)) continue;
      // The furthest right wins; among as far, the innermost (it is the cause, its boxes follow).
      if (!worst || right > worst.right + 0.5 || (right > worst.right - 0.5 && worst.el.contains(el)))
        worst = { el, right };
    }
    if (worst) {
      const rect = worst.el.getBoundingClientRect();
      const text = (worst.el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      offender = `${selector(worst.el)} (${Math.round(rect.width)} px wide, right edge at ${Math.round(worst.right)} px${text ? `, "${text}"` : ""})`;
    }
  }

  const key = new RegExp(keyPattern);
  const domain = new RegExp(notAKey);
  const looksWrong = (text: string) => {
    const t = text.trim();
    return (key.test(t) && !domain.test(t)) || rawNames.some((n) => new RegExp(`\\b${n}\\b`).test(t));
  };
  const keys = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const parent = node.parentElement;
    if (!text.trim() || !parent || !looksWrong(text)) continue;
    if (parent.closest("script, style, template, [aria-hidden='true']")) continue;
    if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    keys.add(`text "${text.trim()}" in ${selector(parent)}`);
  }
  for (const el of document.querySelectorAll<HTMLElement>("[placeholder]")) {
    const placeholder = el.getAttribute("placeholder") ?? "";
    if (looksWrong(placeholder) && el.checkVisibility())
      keys.add(`placeholder "${placeholder}" of ${selector(el)}`);
  }
  for (const part of document.title.split(" · "))
    if (looksWrong(part)) keys.add(`document title "${document.title}"`);

  let nav: string | undefined;
  const fullScreen = document.querySelector('[data-screen="full"]');
  if (mobileMember && fullScreen) {
    const tabs = document.querySelector('nav:has(a[href="/m/home/index"]):has(a[href="/m/home/my/index"])');
    const back = document.querySelector<HTMLElement>('header button[data-slot="back"]');
    const rect = back?.getBoundingClientRect();
    if (tabs?.checkVisibility()) nav = "a full-screen screen shows the bottom navigation";
    else if (!back || !rect || !back.checkVisibility() || rect.top < -0.5 || rect.bottom > window.innerHeight)
      nav = "a full-screen screen without a visible back button";
  } else if (mobileMember) {
    const bar = document.querySelector('nav:has(a[href="/m/home/index"]):has(a[href="/m/home/my/index"])');
    const rect = bar?.getBoundingClientRect();
    if (!bar || !rect) nav = "no bottom navigation on the page";
    else if (!bar.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || rect.height < 1)
      nav = "the bottom navigation is hidden";
    else if (rect.top < -0.5 || rect.bottom > window.innerHeight + 0.5)
      nav = `the bottom navigation is outside the first viewport (top ${Math.round(rect.top)} px, bottom ${Math.round(rect.bottom)} px, viewport ${window.innerHeight} px high)`;
    else {
      const covered = [...bar.querySelectorAll("a")].find((a) => {
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !bar.contains(hit);
      });
      if (covered) {
        const r = covered.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        nav = `the bottom navigation's ${covered.getAttribute("href")} tab is covered by ${hit ? selector(hit) : "nothing shown"}`;
      }
    }
  }
  return {
    scrollWidth,
    clientWidth,
    ...(offender ? { offender } : {}),
    keys: [...keys],
    ...(nav ? { nav } : {}),
  };
}

export interface LayoutContext {
  variant: "w" | "m";
  address: string;
  route: string;
  lang: Lang;
  session: "visitor" | "member";
}

/**
 * Checks the settled page at each of the variant's widths, then puts the viewport back to the
 * first (the width the next page loads at).
 */
export async function checkLayout(page: Page, at: LayoutContext): Promise<LayoutFinding[]> {
  const widths = LAYOUT_WIDTHS[at.variant];
  const landed = new URL(page.url()).pathname;
  const findings: LayoutFinding[] = [];
  const seenKeys = new Set<string>();
  for (const [i, size] of widths.entries()) {
    if (i > 0) {
      await page.setViewportSize(size);
      await settle(page, { quietMs: 100 });
    }
    const m = await page.evaluate(measure, {
      mobileMember: landed.startsWith("/m/home/"),
      keyPattern: KEY_PATTERN.source,
      notAKey: NOT_A_KEY.source,
      rawNames: RAW_BACKEND_NAMES,
    });
    const base = {
      route: at.route,
      address: at.address,
      width: size.width,
      lang: at.lang,
      session: at.session,
    };
    if (m.scrollWidth > m.clientWidth)
      findings.push({
        ...base,
        check: "overflow",
        detail: `scrolls sideways: scrollWidth ${m.scrollWidth} > clientWidth ${m.clientWidth}; widest: ${m.offender ?? "(no element found)"}`,
      });
    if (m.nav) findings.push({ ...base, check: "bottom-nav", detail: m.nav });
    // A key shows at every width: reported once, at the first width it shows.
    for (const k of m.keys.filter((k) => !seenKeys.has(k))) {
      seenKeys.add(k);
      findings.push({ ...base, check: "i18n-key", detail: `looks like an untranslated key: ${k}` });
    }
  }
  if (widths.length > 1) await page.setViewportSize(widths[0] as Width);
  return findings;
}

export const describeLayout = (f: LayoutFinding) =>
  `${f.check} on ${f.route} [${f.width} px, ${f.lang}, ${f.session}]: ${f.detail}`;

const applies = (k: KnownBreakage, lang: Lang, session: "visitor" | "member") =>
  (!k.langs || k.langs.includes(lang)) && (!k.sessions || k.sessions.includes(session));

export const isKnown = (f: LayoutFinding) =>
  KNOWN_BREAKAGE.some((k) => k.route === f.address && k.check === f.check && applies(k, f.lang, f.session));

/**
 * Known breakage that should have shown in this sweep (its address was checked, in a language
 * and session it applies to) but did not: fixed, so its entry must go.
 */
export function fixedKnownBreakage(
  checked: ReadonlySet<string>,
  findings: readonly LayoutFinding[],
  lang: Lang,
  session: "visitor" | "member",
): string[] {
  return KNOWN_BREAKAGE.filter((k) => checked.has(k.route) && applies(k, lang, session))
    .filter((k) => !findings.some((f) => f.address === k.route && f.check === k.check))
    .map(
      (k) =>
        `${k.check} on ${k.route} [${lang}, ${session}] no longer fails: remove it from KNOWN_BREAKAGE (${k.note})`,
    );
}
