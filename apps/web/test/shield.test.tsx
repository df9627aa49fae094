/**
 * WintoPay's device fingerprint in a real browser: the provider's script is loaded once, its
 * session id is read, and a script that fails or never answers leaves the pay to go on without it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { forgetShield, shieldSessionId } from "../src/features/payments/shield.ts";

const script = (body: string) => `data:text/javascript,${encodeURIComponent(body)}`;

afterEach(() => {
  forgetShield();
  delete window.wintopayShield;
  for (const element of document.head.querySelectorAll("script[src^='data:'], script[src*='no-such']"))
    element.remove();
});

describe("the shield session", () => {
  it("loads the provider's script once and answers its session id", async () => {
    const src = script(
      "window.__shieldLoads = (window.__shieldLoads || 0) + 1;" +
        "window.wintopayShield = { getSessionId: () => Promise.resolve('ws_' + window.__shieldLoads) };",
    );
    expect(await shieldSessionId(src)).toBe("ws_1");
    expect(await shieldSessionId(src)).toBe("ws_1");
    const loaded = document.head.querySelectorAll(`script[src="${src}"]`);
    expect(loaded).toHaveLength(1);
    expect((loaded[0] as HTMLScriptElement).referrerPolicy).toBe("strict-origin");
  });

  it("answers nothing when the script does not load, and tries again next time", async () => {
    expect(await shieldSessionId("/no-such-shield.js")).toBeUndefined();
    expect(document.head.querySelector("script[src*='no-such']")).toBeNull();
    expect(
      await shieldSessionId(script("window.wintopayShield = { getSessionId: () => 'late-but-here' };")),
    ).toBe("late-but-here");
  });

  it("does not wait for a script that never answers", async () => {
    // A wait that never ended would hold this test until vitest's own timeout failed it.
    const id = await shieldSessionId(
      script("window.wintopayShield = { getSessionId: () => new Promise(() => {}) };"),
      150,
    );
    expect(id).toBeUndefined();
  });
});
