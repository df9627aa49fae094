import type { SignedInDevice } from "@site/contracts";

/** A fixed "now" for stories: 26 November 2026, 18:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 10, 26, 18, 0, 0);
const M = 60_000;
const D = 86_400_000;

export const storyDevices: SignedInDevice[] = [
  {
    id: 41,
    browser: "Safari 18",
    os: "iOS 18",
    device: "phone",
    signed_in: STORY_NOW - 12 * D,
    last_seen: STORY_NOW - M,
    current: 1,
  },
  {
    id: 37,
    browser: "Chrome 131",
    os: "Windows",
    device: "desktop",
    signed_in: STORY_NOW - 20 * D,
    last_seen: STORY_NOW - 35 * M,
    current: 0,
  },
  {
    id: 29,
    browser: "",
    os: "Android 15",
    device: "tablet",
    signed_in: STORY_NOW - 40 * D,
    last_seen: STORY_NOW - 3 * D,
    current: 0,
  },
];
