import { Vip } from "@site/contracts";
import type { ArgTypes } from "@storybook/react-vite";
import type { VariantConfig } from "../packages/ui/src/utils/cva.ts";

type Options = {
  /** Only these variant keys (a component that passes a few of a shared config's variants on). */
  pick?: string[];
  /** Leave these variant keys out (set by the component itself, not a prop). */
  omit?: string[];
};

/**
 * A component's `cva` variants as Storybook controls: each variant key becomes a radio (up to
 * four options) or a select with its options, a `true`/`false` key a boolean; the table shows
 * the options as a union type and the default from `defaultVariants`. Descriptions stay those
 * of the JSDoc (docgen), which Storybook merges in.
 *
 *     argTypes: cvaArgTypes(buttonVariants)
 */
export function cvaArgTypes(
  source: { config: VariantConfig } | VariantConfig,
  options: Options = {},
): ArgTypes {
  const config = "config" in source ? (source.config as VariantConfig) : source;
  const argTypes: ArgTypes = {};
  for (const [key, values] of Object.entries(config.variants ?? {})) {
    if (options.pick && !options.pick.includes(key)) continue;
    if (options.omit?.includes(key)) continue;
    const names = Object.keys(values);
    const fallback = config.defaultVariants?.[key];
    const defaultValue =
      fallback === undefined || fallback === null ? undefined : { summary: JSON.stringify(fallback) };
    if (names.every((name) => name === "true" || name === "false")) {
      argTypes[key] = { control: "boolean", table: { type: { summary: "boolean" }, defaultValue } };
      continue;
    }
    argTypes[key] = {
      control: names.length <= 4 ? "inline-radio" : "select",
      options: names,
      table: { type: { summary: names.map((name) => JSON.stringify(name)).join(" | ") }, defaultValue },
    };
  }
  return argTypes;
}

/**
 * A prop whose value is one of a few named things (an object, a number with a meaning) as a
 * select of their names: `presets({ LinMei: linMei, Noah: noah })` for a member object,
 * instead of its raw JSON. The table's type names the choices.
 */
export function presets<T>(named: Record<string, T>, type?: string): ArgTypes[string] {
  const names = Object.keys(named);
  return {
    control: names.length <= 4 ? "inline-radio" : "select",
    options: names,
    mapping: named,
    table: type ? { type: { summary: type, detail: names.join(" | ") } } : undefined,
  };
}

/** The member type (`vip`, 0 to 2 in the contracts) by its name: Free, Silver, Gold. */
export const vipArgType = presets(
  { Free: Vip.free, Silver: Vip.silver, Gold: Vip.gold },
  "Vip (0 Free, 1 Silver, 2 Gold)",
);
