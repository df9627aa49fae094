/**
 * The documentation layer of the built Storybook (npm run build-storybook): a docs page for every
 * component, the MDX pages of the design card's components, and a props table that shows the
 * variants from cva with their options.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

type Entry = { id: string; type: "story" | "docs"; importPath: string; storiesImports?: string[] };
const index = JSON.parse(
  readFileSync(new URL("../storybook-static/index.json", import.meta.url), "utf8"),
) as {
  entries: Record<string, Entry>;
};
const docs = Object.values(index.entries).filter((e) => e.type === "docs");
/** The stories files a docs page documents: its own (autodocs), or those an MDX page attaches to. */
const documented = (page: Entry) => [page.importPath, ...(page.storiesImports ?? [])];

/** Every stories file of packages/ui, as the index names it: one per component. */
const src = new URL("../packages/ui/src/", import.meta.url);
const storyFiles = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".stories.tsx"))
  .map((file) => `./packages/ui/src/${file}`);

/** The design card's components, each with a hand-written MDX page (`<Meta of={...} />`). */
const MDX_PAGES = [
  "member-card/member-card.stories.tsx",
  "chat-window/chat-window.stories.tsx",
  "emoticon-picker/emoticon-picker.stories.tsx",
  "avatar-cropper/avatar-cropper.stories.tsx",
  "payments/card-form.stories.tsx",
  "trend-item/trend-item.stories.tsx",
  "vip-badge/vip-badge.stories.tsx",
  "payments/pay-method-picker.stories.tsx",
].map((file) => `./packages/ui/src/${file}`);

test("every component of packages/ui has a docs page", () => {
  expect(storyFiles.length).toBeGreaterThan(80);
  const withDocs = new Set(docs.flatMap(documented));
  expect(storyFiles.filter((file) => !withDocs.has(file))).toEqual([]);
});

test("the design card's eight components have an MDX page", () => {
  const withMdx = new Set(docs.filter((page) => page.importPath.endsWith(".mdx")).flatMap(documented));
  expect(MDX_PAGES.filter((file) => !withMdx.has(file))).toEqual([]);
});

test("Button's docs page: import line, props table with the variants and their options", async ({ page }) => {
  await page.goto("/iframe.html?id=primitives-button--docs&viewMode=docs&globals=locale:en");
  const docs = page.locator(".sbdocs-content");
  await expect(docs.getByRole("heading", { level: 1, name: "Button" })).toBeVisible({ timeout: 30_000 });
  await expect(docs.getByText('import { Button } from "@site/ui/button";')).toBeVisible();

  const table = docs.locator("table.docblock-argstable").first();
  const row = (name: string) =>
    table.locator("tbody tr").filter({ has: page.getByText(name, { exact: true }) });
  const variant = row("variant");
  await expect(variant).toHaveCount(1);
  // A select with every variant, the union type and the default.
  const select = variant.getByRole("combobox");
  for (const option of ["primary", "secondary", "outline", "ghost", "quiet", "danger", "gold"])
    await expect(select.locator("option", { hasText: option })).toHaveCount(1);
  // Its type, the options, and its default, primary.
  await expect(variant.locator("td").nth(1)).toHaveText(
    '"primary""secondary""outline""ghost""quiet""danger""gold"',
  );
  await expect(variant.locator("td").nth(2)).toHaveText('"primary"');
  // Four sizes: a radio group.
  const size = row("size");
  for (const option of ["xs", "sm", "md", "lg"])
    await expect(size.getByRole("radio", { name: option })).toHaveCount(1);
  await expect(size.locator("td").nth(2)).toHaveText('"md"');

  // Choosing a variant in the table changes the primary story above it.
  await select.selectOption("danger");
  const primary = docs.locator(".docs-story").first();
  await expect(primary.getByRole("button", { name: "Send message" })).toHaveClass(/bg-danger-600/);
});
