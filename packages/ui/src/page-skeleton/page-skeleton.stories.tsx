import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { PageSkeleton } from "./page-skeleton.tsx";

const meta = {
  title: "Primitives/PageSkeleton",
  component: PageSkeleton,
  args: { layout: "phone", label: "Loading…" },
  render: (args) => (
    <div className={args.layout === "phone" ? "w-[375px] bg-surface-muted" : "w-[1024px] bg-surface-muted"}>
      <PageSkeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof PageSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

const skeleton = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="page-skeleton"]');

/** A phone's first load: the shell's bar and a column of rows; one status for screen readers. */
export const PhoneWithFrame: Story = {
  args: { frame: true },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole("status", { name: "Loading…" });
    await expect(status).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelector('[data-slot="page-skeleton-bar"]')).toBeVisible();
    // No words, no spinner: the page's shape, nothing for a screen reader but the status.
    await expect(status).toHaveTextContent("");
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();
  },
};

/** Inside a shell that is already there: the page's blocks only, no second bar. */
export const PhoneInShell: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status", { name: "Loading…" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="page-skeleton-bar"]')).toBeNull();
  },
};

export const Desktop: Story = {
  args: { layout: "desktop", frame: true, label: "載入中…" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status", { name: "載入中…" })).toBeVisible();
    const root = skeleton(canvasElement);
    await expect(root).toHaveAttribute("data-layout", "desktop");
    await expect(root?.getBoundingClientRect().width).toBeGreaterThan(900);
  },
};

/**
 * Reduced motion: the pulse is `motion-safe:` only, so a member who asked for less motion sees
 * still blocks (the story's browser does not ask: the animation runs here).
 */
export const PulsesOnlyWithMotion: Story = {
  play: async ({ canvasElement }) => {
    const root = skeleton(canvasElement);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const animation = root ? getComputedStyle(root).animationName : "";
    await expect(reduced ? animation === "none" : animation !== "none").toBe(true);
  },
};

/** Both layouts, with and without the shell's bar. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["phone", "desktop"] as const}
      columns={["in the shell", "first load"] as const}
      render={(layout, when) => (
        <div className={layout === "phone" ? "w-[240px] bg-surface-muted" : "w-[480px] bg-surface-muted"}>
          <PageSkeleton layout={layout} frame={when === "first load"} label="Loading…" />
        </div>
      )}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status", { name: "Loading…" })).toHaveLength(4);
  },
};
