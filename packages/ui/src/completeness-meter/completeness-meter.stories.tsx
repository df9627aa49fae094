import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { CompletenessMeter } from "./completeness-meter.tsx";

const missing = [
  { key: "about", label: "Write a few lines about you", href: "/w/home/user/edit#about" },
  { key: "prompts", label: "Answer a prompt", href: "/w/home/user/edit#prompts" },
];

const meta = {
  title: "Members/CompletenessMeter",
  component: CompletenessMeter,
  args: {
    percent: 50,
    title: "Profile strength",
    percentLabel: "50% complete",
    body: "Complete profiles get more replies. Still to do:",
    missing,
    className: "max-w-sm",
  },
} satisfies Meta<typeof CompletenessMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A progress bar says how far along; each missing part is a link to the place that fixes it. */
export const Incomplete: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Profile strength" });
    await expect(bar).toHaveAttribute("aria-valuenow", "50");
    await expect(bar).toHaveAttribute("aria-valuetext", "50% complete");
    await expect(canvas.getByRole("link", { name: "Answer a prompt" })).toHaveAttribute(
      "href",
      "/w/home/user/edit#prompts",
    );
  },
};

/** Complete: no list of chores, only the good news. */
export const Complete: Story = {
  args: { percent: 100, percentLabel: "100% complete", body: "Your profile is complete.", missing: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** Home's nudge: an action to start, and a way to put it away. */
export const Nudge: Story = {
  args: {
    variant: "nudge",
    title: "Finish your profile",
    body: "Members reply more to profiles with a photo and a few words.",
    missing: [],
    action: { key: "start", label: "Complete my profile", href: "/w/home/welcome" },
    onDismiss: fn(),
    dismissLabel: "Not now",
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("link", { name: "Complete my profile" })).toHaveAttribute(
      "href",
      "/w/home/welcome",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Not now" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["25", "75", "100"] as const}
      columns={["card", "nudge"] as const}
      render={(row, column) => (
        <CompletenessMeter
          {...args}
          variant={column}
          title={`Profile strength ${row} ${column}`}
          percent={Number(row)}
          percentLabel={`${row}% complete`}
          missing={
            row === "100"
              ? []
              : row === "25"
                ? [...missing, { key: "avatar", label: "Add a profile photo", href: "#avatar" }]
                : missing.slice(0, 1)
          }
          action={
            column === "nudge" ? { key: "start", label: "Complete my profile", href: "#start" } : undefined
          }
          onDismiss={column === "nudge" ? fn() : undefined}
          dismissLabel="Not now"
          className="w-80"
        />
      )}
    />
  ),
};
