/**
 * Starting the router reads no session storage (a synchronous call to the browser process on a
 * page's first read) when it is given routerWindow, and still navigates in the page's history.
 */
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
} from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routerWindow } from "../src/router/router-window.ts";

/** Starts a router on `win`; answers how often it read session storage meanwhile. */
function sessionReadsAtStart(win: Window | undefined) {
  const reads = vi.spyOn(Storage.prototype, "getItem");
  const router = createRouter({
    history: createBrowserHistory(),
    routes: [
      { path: "/", element: null },
      { path: "/elsewhere", element: null },
    ],
    ...(win ? { window: win } : {}),
  });
  router.initialize();
  const count = reads.mock.contexts.filter((self) => self === window.sessionStorage).length;
  reads.mockRestore();
  return { router, count };
}

afterEach(() => vi.restoreAllMocks());

describe("the router's window", () => {
  it("keeps the router away from session storage, which the page's own window does not", async () => {
    const plain = sessionReadsAtStart(undefined);
    plain.router.dispose();
    expect(plain.count).toBeGreaterThan(0);

    const start = location.pathname;
    const wrapped = sessionReadsAtStart(routerWindow());
    try {
      expect(wrapped.count).toBe(0);
      expect(wrapped.router.window?.location.origin).toBe(location.origin);
      await wrapped.router.navigate("/elsewhere");
      expect(location.pathname).toBe("/elsewhere");
    } finally {
      wrapped.router.dispose();
      history.replaceState(null, "", start);
    }
  });
});
