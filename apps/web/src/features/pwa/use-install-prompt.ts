/**
 * When to offer installing the /m app: Chromium tells with `beforeinstallprompt` (kept, and
 * replayed when the member taps Install); iOS Safari never does, so there the card explains
 * Share, then Add to Home Screen. Never in the installed app itself, never again once dismissed
 * (localStorage), and only after the member has spent a while in the app, not at its first paint.
 */
import { useCallback, useEffect, useState } from "react";

/** localStorage: when the member said "not now" (epoch ms). */
export const INSTALL_DISMISSED_KEY = "installDismissed";
/** How long the member uses the app before the offer shows. */
export const INSTALL_OFFER_DELAY_MS = 30_000;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const standalone = () =>
  window.matchMedia("(display-mode: standalone)").matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
const dismissed = () => {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return true;
  }
};

export function useInstallPrompt(delayMs = INSTALL_OFFER_DELAY_MS) {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(dismissed);

  useEffect(() => {
    const keep = (e: Event) => {
      e.preventDefault(); // our card asks, at our moment, instead of the browser's mini bar
      setEvent(e as BeforeInstallPromptEvent);
    };
    const installed = () => setClosed(true);
    window.addEventListener("beforeinstallprompt", keep);
    window.addEventListener("appinstalled", installed);
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => {
      window.removeEventListener("beforeinstallprompt", keep);
      window.removeEventListener("appinstalled", installed);
      window.clearTimeout(timer);
    };
  }, [delayMs]);

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
    } catch {}
    setClosed(true);
  }, []);
  const install = useCallback(async () => {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    setEvent(null);
    if (outcome === "dismissed") dismiss();
    else setClosed(true);
  }, [event, dismiss]);

  const kind: "prompt" | "ios" | null = event ? "prompt" : isIos() ? "ios" : null;
  const show = due && !closed && kind !== null && !standalone();
  return { kind: show ? kind : null, install, dismiss };
}
