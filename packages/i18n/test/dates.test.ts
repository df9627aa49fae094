import { describe, expect, it } from "vitest";
import { formatDate } from "../src/index.ts";

/** 28 November 2026, 14:05:09 local time; and a moment one minute before midnight UTC. */
const MOMENT = new Date(2026, 10, 28, 14, 5, 9).getTime();
const LATE_UTC = Date.UTC(2026, 10, 28, 23, 59);

describe("formatDate", () => {
  it("writes English dates one way: day, short month, year, never month first", () => {
    expect(formatDate(MOMENT, "en", "day")).toBe("28 Nov 2026");
    expect(formatDate(MOMENT, "en", "dayMonth")).toBe("28 Nov");
    expect(formatDate(MOMENT, "en", "dayTime")).toBe("28 Nov 2026, 14:05");
    expect(formatDate(MOMENT, "en", "dayTimeSeconds")).toBe("28 Nov 2026, 14:05:09");
    expect(formatDate(MOMENT, "en", "time")).toBe("14:05");
  });

  it("writes Chinese dates in their calendar form, the same in both scripts", () => {
    for (const lang of ["zhcn", "zhtw"]) {
      expect(formatDate(MOMENT, lang, "day")).toBe("2026年11月28日");
      expect(formatDate(MOMENT, lang, "dayMonth")).toBe("11月28日");
      expect(formatDate(MOMENT, lang, "dayTime")).toMatch(/^2026年11月28日\s?14:05$/);
      // 24-hour, never with a time of day in words ("清晨6:05").
      expect(formatDate(MOMENT, lang, "dayTimeSeconds")).toMatch(/^2026年11月28日\s?14:05:09$/);
      expect(formatDate(MOMENT, lang, "time")).toBe("14:05");
    }
  });

  it("reads an unknown language as English", () => {
    expect(formatDate(MOMENT, "fr", "day")).toBe("28 Nov 2026");
  });

  it("keeps a day stored without a time on its day in UTC, apart from the local formatter", () => {
    // The local one first: a cached formatter must not answer for the UTC form, or the reverse.
    const local = formatDate(LATE_UTC, "en", "day");
    expect(formatDate(LATE_UTC, "en", "day", { timeZone: "UTC" })).toBe("28 Nov 2026");
    expect(formatDate(LATE_UTC, "en", "day")).toBe(local);
    expect(formatDate(new Date("2026-01-02T00:00:00Z"), "zhtw", "day", { timeZone: "UTC" })).toBe(
      "2026年1月2日",
    );
  });
});
