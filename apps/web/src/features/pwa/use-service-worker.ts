/**
 * Registers the /m app's service worker (apps/web/scripts/sw-source.js) and tells when a newer
 * version waits. The new worker never takes over by itself: `update()` asks it to, and the page
 * reloads once it controls the page, so nobody is switched to new code in the middle of a task.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export const SERVICE_WORKER_URL = "/sw.js";
export const SERVICE_WORKER_SCOPE = "/m/";
export const MANIFEST_URL = "/manifest.webmanifest";

/**
 * Links the app's manifest (scope /m/) to the page, once. index.html does not link it, so the
 * first screen does not wait on it; the app layer links it together with its worker, and an app
 * installs only with both.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_URL;
  document.head.append(link);
}

export function useServiceWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const reloading = useRef(false);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    let registration: ServiceWorkerRegistration | undefined;
    // Only a worker that replaces one already in charge is an update; the first one just installs.
    const offer = (worker: ServiceWorker | null) => {
      if (worker && container.controller) setWaiting(worker);
    };
    const onFound = () => {
      const worker = registration?.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") offer(worker);
      });
    };
    // A release deployed while the app stays open is found when the member comes back to it.
    const onVisible = () => {
      if (document.visibilityState === "visible") void registration?.update().catch(() => undefined);
    };
    const onControllerChange = () => {
      if (reloading.current) window.location.reload();
    };
    container.addEventListener("controllerchange", onControllerChange);
    document.addEventListener("visibilitychange", onVisible);
    container
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .then((found) => {
        registration = found;
        offer(found.waiting);
        found.addEventListener("updatefound", onFound);
      })
      .catch(() => undefined); // no worker: the app works online as before
    return () => {
      container.removeEventListener("controllerchange", onControllerChange);
      document.removeEventListener("visibilitychange", onVisible);
      registration?.removeEventListener("updatefound", onFound);
    };
  }, []);

  const update = useCallback(() => {
    if (!waiting) return;
    reloading.current = true;
    setAsked(true);
    waiting.postMessage({ type: "SKIP_WAITING" });
  }, [waiting]);
  const dismiss = useCallback(() => setWaiting(null), []);
  return { updateReady: waiting !== null, reloading: asked, update, dismiss };
}

/** Whether the browser says it has a network; follows the online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);
  return online;
}
