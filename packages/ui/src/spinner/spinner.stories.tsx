import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Spinner } from "./spinner.tsx";

const meta = { title: "Primitives/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { label: "Loading members" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading members" })).toBeVisible();
  },
};

/** Without a label it is decorative: whatever surrounds it says what loads. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute("aria-hidden", "true");
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["brand", "ink", "on brand"] as const}
      columns={["sm", "md", "lg"] as const}
      render={(tone, size) => (
        <span className={tone === "on brand" ? "inline-flex rounded-md bg-brand-600 p-2" : "inline-flex p-2"}>
          <Spinner
            size={size}
            className={tone === "ink" ? "text-ink-500" : tone === "on brand" ? "text-white" : undefined}
          />
        </span>
      )}
    />
  ),
};
