/**
 * The page baselines' plan (e2e/pages.visual.ts): the main screens of both variants, in English
 * and traditional Chinese, on a site whose clock (server and browser) stands at PAGES_NOW and whose
 * data is the demo data plus the fixtures of serve-pages.ts.
 */
import { type BrowserContextOptions, devices } from "@playwright/test";

/** Where the page baselines' site runs (beside the journeys' port, so both can run at once). */
export const PAGES_PORT = Number(process.env.PAGES_PORT ?? 8191);
/** The moment every screen is shown at: a Monday afternoon in Taipei. */
export const PAGES_NOW = Date.parse("2026-06-15T06:30:00Z");
export const PAGES_TIMEZONE = "Asia/Taipei";
export const PAGES_LANGUAGES = ["en", "zhtw"] as const;

const pixel = devices["Pixel 7"];
const iphoneSe = devices["iPhone SE"];
/** The devices of the baselines: a 1440 px desktop, a Pixel 7, and an iPhone SE for the phone's tightest screens. */
export const PAGES_DEVICE: Record<"w" | "m" | "se", BrowserContextOptions> = {
  w: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  // The phone's shape and touch, drawn at scale 1 so that a baseline stays small and steady.
  m: {
    userAgent: pixel.userAgent,
    viewport: pixel.viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  },
  // 375 x 667: the smallest phone members still carry, where a conversation and a card are tightest.
  se: {
    userAgent: iphoneSe.userAgent,
    viewport: iphoneSe.viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  },
};

export interface PageScreen {
  name: string;
  /** `:other` stands for demo2's id. */
  path: string;
  /** Signed in as demo (gold), or a visitor. */
  member: boolean;
  /**
   * Something the screen shows a while after it loads, waited for so the baseline always holds
   * it: home's profile nudge floats in 2.5 s after the load (demo's profile is not complete).
   */
  waitFor?: string;
}

const NUDGE = '[data-slot="completeness-meter"][data-variant="nudge"]';

export const PAGE_SCREENS: Record<"w" | "m" | "se", PageScreen[]> = {
  w: [
    { name: "sign-in", path: "/w/login", member: false },
    { name: "register", path: "/w/regist", member: false },
    { name: "home", path: "/w/home/index", member: true, waitFor: NUDGE },
    { name: "member-list", path: "/w/home/member/online", member: true },
    { name: "member-detail", path: "/w/home/user/detail/:other", member: true },
    { name: "chat", path: "/w/home/chat?uid=:other", member: true },
    { name: "mail", path: "/w/home/message", member: true },
    { name: "me", path: "/w/home/user/index", member: true },
    { name: "settings", path: "/w/home/user/general", member: true },
  ],
  m: [
    { name: "sign-in", path: "/m/login", member: false },
    { name: "register", path: "/m/Register", member: false },
    // The phone's home is its member list (Recommend, then the other lists as tabs).
    { name: "home", path: "/m/home/index", member: true, waitFor: NUDGE },
    { name: "messages", path: "/m/home/message", member: true },
    { name: "member-detail", path: "/m/home/my/newsfeed/:other", member: true },
    { name: "chat", path: "/m/home/chat/index?uid=:other", member: true },
    { name: "mail", path: "/m/home/email/list", member: true },
    { name: "me", path: "/m/home/my/index", member: true },
    { name: "settings", path: "/m/home/my/Setup/index", member: true },
  ],
  // The phone's screens that small phones squeeze most (issue 50), again at 375 x 667.
  se: [
    { name: "home", path: "/m/home/index", member: true, waitFor: NUDGE },
    { name: "member-detail", path: "/m/home/my/newsfeed/:other", member: true },
    { name: "chat", path: "/m/home/chat/index?uid=:other", member: true },
    { name: "me", path: "/m/home/my/index", member: true },
  ],
};
