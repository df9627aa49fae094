import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { OnlineDot, onlineDotVariants } from "./online-dot.tsx";

const meta = {
  title: "Primitives/OnlineDot",
  component: OnlineDot,
  argTypes: cvaArgTypes(onlineDotVariants),
  args: { online: true },
} satisfies Meta<typeof OnlineDot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: t("ui:online.online") })).toBeVisible();
  },
};

export const Offline: Story = {
  args: { online: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: t("ui:online.offline") })).toBeVisible();
  },
};

/** Beside a name that already says "online", the dot stays out of the accessibility tree. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <span className="inline-flex items-center gap-2 text-sm text-ink-700">
      <OnlineDot {...args} /> Online now
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["online", "offline"] as const}
      columns={["sm", "md", "lg", "xl"] as const}
      render={(state, size) => <OnlineDot online={state === "online"} size={size} />}
    />
  ),
};
