import { describe, expect, it } from "vitest";
import { audit } from "./jsdoc-audit.ts";

/**
 * Storybook's props table takes its descriptions and defaults from these comments: a component or
 * a prop without one is a blank row for the designer or developer reading the docs.
 */
describe("the design system's JSDoc", () => {
  const result = audit();

  it("finds the public components and their props (the audit reads what it should)", () => {
    expect(result.components.total).toBeGreaterThan(100);
    expect(result.props.total).toBeGreaterThan(500);
    expect(result.components.undocumented).not.toContain("button/button.tsx:Button");
  });

  it("describes every component the package exports", () => {
    expect(result.components.undocumented).toEqual([]);
  });

  it("describes every prop of their props types", () => {
    expect(result.props.undocumented).toEqual([]);
  });

  it("names each default a component gives a prop with @default", () => {
    expect(result.defaults.undocumented.map((d) => `${d.id} = ${d.value}`)).toEqual([]);
  });
});
