import { describe, expect, it } from "vitest";
import { buttonVariants } from "../src/button/button.tsx";
import { iconButtonVariants } from "../src/icon-button/icon-button.tsx";
import { onlineDotVariants } from "../src/online-dot/online-dot.tsx";
import { spinnerVariants } from "../src/spinner/spinner.tsx";
import { mayConflict } from "../src/utils/cn.ts";
import { vipBadgeVariants } from "../src/vip-badge/vip-badge.tsx";

/** Every combination of the given variant values. */
function combinations(options: Record<string, readonly unknown[]>): Record<string, unknown>[] {
  return Object.entries(options).reduce<Record<string, unknown>[]>(
    (all, [name, values]) => all.flatMap((props) => values.map((value) => ({ ...props, [name]: value }))),
    [{}],
  );
}

describe("the primitives of the first screens", () => {
  // The logins and homes render these at once; a list of theirs with a class overriding another
  // would send it to tailwind-merge, whose set-up alone costs a slow phone some 25 ms of the load.
  const primitives: [
    string,
    (props: Record<string, unknown>) => string,
    Record<string, readonly unknown[]>,
  ][] = [
    [
      "Button",
      buttonVariants as (props: Record<string, unknown>) => string,
      {
        variant: [undefined, "primary", "secondary", "outline", "ghost", "quiet", "danger", "gold"],
        size: [undefined, "xs", "sm", "md", "lg"],
        dense: [undefined, true, false],
        block: [undefined, true, false],
        fill: [undefined, true, false],
      },
    ],
    [
      "IconButton",
      iconButtonVariants as (props: Record<string, unknown>) => string,
      { variant: [undefined, "ghost", "accent", "primary", "outline"], size: [undefined, "sm", "md", "lg"] },
    ],
    [
      "Spinner",
      spinnerVariants as (props: Record<string, unknown>) => string,
      { size: [undefined, "sm", "md", "lg"] },
    ],
    [
      "OnlineDot",
      onlineDotVariants as (props: Record<string, unknown>) => string,
      { online: [true, false], size: [undefined, "sm", "md", "lg", "xl"] },
    ],
    [
      "VipBadge",
      vipBadgeVariants as (props: Record<string, unknown>) => string,
      { tier: ["free", "silver", "gold"], size: [undefined, "sm", "md", "lg"], iconOnly: [true, false] },
    ],
  ];

  it.each(primitives)("%s: no variant's classes override one another", (_, variants, options) => {
    const conflicting = combinations(options)
      .map((props) => variants(props))
      .filter((list) => mayConflict(list));
    expect(conflicting).toEqual([]);
  });

  it("a button of each size has its side padding, and a dense one less of it", () => {
    for (const size of ["xs", "sm", "md", "lg"] as const) expect(buttonVariants({ size })).toMatch(/ px-\d/);
    expect(buttonVariants({ size: "sm", dense: true })).toMatch(/ px-2(\s|$)/);
    expect(buttonVariants({ size: "sm" })).toMatch(/ px-3(\s|$)/);
    expect(buttonVariants({ fill: true })).not.toMatch(/shrink-0/);
    expect(buttonVariants({})).toMatch(/shrink-0/);
  });
});
