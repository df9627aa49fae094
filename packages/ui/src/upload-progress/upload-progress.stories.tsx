import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { UploadProgress } from "./upload-progress.tsx";

const meta = {
  title: "Feed/UploadProgress",
  component: UploadProgress,
  args: { label: "Uploading the photo", value: 0.42, className: "w-72" },
} satisfies Meta<typeof UploadProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Part way: the bar and the figure agree, and a screen reader hears the same. */
export const Uploading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Uploading the photo" });
    await expect(bar).toHaveAttribute("aria-valuenow", "42");
    await expect(canvas.getByText("42%")).toBeVisible();
  },
};

/** Before the browser knows the size: a pulsing bar and no figure it would have to make up. */
export const SizeNotKnownYet: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
    await expect(canvas.queryByText(/%$/)).toBeNull();
  },
};

/** Out-of-range fractions are clamped, never more than 100%. */
export const Clamped: Story = {
  args: { value: 1.7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  },
};

/** Done: full, green, with the label shown above. */
export const Done: Story = {
  args: { value: 0.9, state: "done", showLabel: true, label: "Profile picture uploaded" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Profile picture uploaded")).toBeVisible();
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  },
};

/** Failed: the bar turns red where it stopped. */
export const Failed: Story = {
  args: { value: 0.6, state: "failed" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="upload-progress"]')).toHaveAttribute(
      "data-state",
      "failed",
    );
  },
};

/** Every state at a few fractions, with and without the label. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["uploading", "done", "failed"] as const}
      columns={["unknown", "5%", "62%", "with label"] as const}
      render={(state, column) => (
        <UploadProgress
          className="w-48"
          state={state}
          label="Uploading the video"
          showLabel={column === "with label"}
          value={column === "unknown" ? null : column === "5%" ? 0.05 : 0.62}
        />
      )}
    />
  ),
};
