/**
 * The /m app's service worker (scope /m/). Written into the build as /sw.js by service-worker.ts,
 * which fills in the version and the list of files to keep.
 * - Install keeps the app shell (index.html and the /m first screens' chunks) in a cache named
 *   after the version; a new version waits until the page asks it to take over ("Reload to
 *   update", features/pwa), so a member is never switched to new code mid-task.
 * - Pages under /m/ come from the network, and from the kept index.html when there is none.
 * - Hashed assets never change: from the cache when there, else fetched and kept.
 * - Push (Web Push, apps/server/src/services/push.ts): shows the notification; a click focuses an
 *   open /m window at the payload's url, or opens one.
 */
// Our files answer with "Vary: Accept-Encoding" (precompressed copies): a cached answer matches
// whatever the request asked for, hence ignoreVary below.
const VERSION = "__VERSION__";
/** Filled in at build time with the list of paths to keep. */
const PRECACHE = "__PRECACHE__";
const SHELL = `shell-${VERSION}`;
const ASSETS = `assets-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // The caches of earlier releases: no page runs their code any more.
      for (const name of await caches.keys())
        if (name !== SHELL && name !== ASSETS) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith("/m/")) {
    event.respondWith(
      fetch(request).catch(
        async () =>
          (await caches.match("/index.html", { cacheName: SHELL, ignoreVary: true })) ?? Response.error(),
      ),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname)) {
    event.respondWith(
      (async () => {
        const hit = await caches.match(request, { ignoreSearch: true, ignoreVary: true });
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok && url.pathname.startsWith("/assets/")) {
          const copy = response.clone();
          event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(request, copy)));
        }
        return response;
      })(),
    );
  }
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Amora", {
      body: message.body || "",
      tag: message.tag,
      renotify: Boolean(message.tag),
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: message.url || "/m/home/index" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/m/home/index", self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname.startsWith("/m/"));
      if (open) {
        await open.focus();
        if (new URL(open.url).href !== target.href) await open.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
