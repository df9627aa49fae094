/**
 * What a membership sells is what the server checks (issue 50: nothing is sold on the upgrade
 * screen that the site does not do). The upgrade screen lists HONOURED_FLAGS only; this keeps that
 * list true to the server's code: every honoured flag is checked somewhere in apps/server/src, and
 * a flag said to have no feature is checked nowhere (implementing one means moving it).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FLAGS_WITHOUT_FEATURE, HONOURED_FLAGS, PERMISSION_FLAGS } from "@site/contracts";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "seed" ? [] : sources(file);
    return entry.name.endsWith(".ts") ? [readFileSync(file, "utf8")] : [];
  });
}

/** A flag named in code, as a string literal: `"View_profiles"`, not a comment's mention. */
const checked = (code: string, flag: string) => new RegExp(`["'\`]${flag}["'\`]`).test(code);

describe("the flags a membership sells", () => {
  const code = sources(src).join("\n");

  it("are every flag of spec §6 but those with no feature", () => {
    expect([...HONOURED_FLAGS, ...FLAGS_WITHOUT_FEATURE].sort()).toEqual([...PERMISSION_FLAGS].sort());
  });

  it.each(HONOURED_FLAGS)("%s is checked by the server", (flag) => {
    expect(checked(code, flag)).toBe(true);
  });

  it.each(FLAGS_WITHOUT_FEATURE)("%s has no check in the server, so it is not sold", (flag) => {
    expect(checked(code, flag)).toBe(false);
  });
});
