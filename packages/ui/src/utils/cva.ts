import { cva as classVarianceAuthority } from "class-variance-authority";

/** The variants a `cva` call was given: what Storybook reads into a component's controls. */
export type VariantConfig = {
  variants?: Record<string, Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
};

/**
 * `cva` from class-variance-authority, unchanged, whose returned function also keeps the config
 * it was given (`buttonVariants.config`): cva's own function hides it, and Storybook's controls
 * (`.storybook/cva-arg-types.ts`) read each variant and its default from it.
 */
export function cva<T>(
  base?: Parameters<typeof classVarianceAuthority<T>>[0],
  config?: Parameters<typeof classVarianceAuthority<T>>[1],
) {
  return Object.assign(classVarianceAuthority<T>(base, config), { config: (config ?? {}) as VariantConfig });
}
