/** The devices list's words come from the user agent: the common browsers and systems, and what is unknown. */
import { describe, expect, it } from "vitest";
import { describeUserAgent } from "../src/privacy.ts";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70",
      { browser: "Edge 131", os: "Windows", device: "desktop" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      { browser: "Safari 18", os: "macOS", device: "desktop" },
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      { browser: "Chrome 131", os: "iPadOS 17", device: "tablet" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      { browser: "Samsung Internet 26", os: "Android 14", device: "phone" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47",
      { browser: "WeChat", os: "Android 13", device: "phone" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox 133", os: "Linux", device: "desktop" },
    ],
    ["curl/8.5.0", { browser: "", os: "", device: "desktop" }],
    [null, { browser: "", os: "", device: "desktop" }],
  ])("%s", (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});
