import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merges class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class tables on its first call: some 10 ms of a fast machine, four
 * times that on a slow phone. An app calls this in a task of its own before its first render, so
 * that the render's task (already the page's longest) does not carry it too.
 */
export function prepareCn(): void {
  twMerge("");
}
