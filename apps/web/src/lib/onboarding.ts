/**
 * Issue 50: the first steps after a new member's first sign-in. A module of its own, not in
 * device.ts: the home screens, which every first screen's budget counts, never need it.
 */
import { ProfileStorageKey } from "@site/contracts";
import type { Variant } from "./device.ts";

/** Where the first steps are. */
export const welcomePath = (variant: Variant) => `/${variant}/home/welcome`;

/** Whether the member registered on this device and has not yet been shown the first steps. */
export function onboardingPending(id: number | undefined): boolean {
  try {
    return id !== undefined && localStorage.getItem(ProfileStorageKey.onboarding) === String(id);
  } catch {
    return false;
  }
}
