import { UNREAD_BADGE_CAP } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Badge, badgeVariants } from "./badge.tsx";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  argTypes: cvaArgTypes(badgeVariants),
  args: { count: 5 },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("5")).toBeVisible();
    await expect(canvas.getByText(t("ui:badge.unread", { count: 5 }))).toBeInTheDocument();
  },
};

export const AtTheCap: Story = {
  args: { count: UNREAD_BADGE_CAP },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(String(UNREAD_BADGE_CAP))).toBeVisible();
  },
};

/** Above the cap the badge shows "99+" and still announces the real count. */
export const OverTheCap: Story = {
  args: { count: UNREAD_BADGE_CAP + 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${UNREAD_BADGE_CAP}+`)).toBeVisible();
    await expect(canvas.getByText(t("ui:badge.unread", { count: UNREAD_BADGE_CAP + 1 }))).toBeInTheDocument();
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=badge]")).toBeNull();
  },
};

export const ShowZero: Story = {
  args: { count: 0, showZero: true, tone: "neutral" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0")).toBeVisible();
    await expect(canvas.getByText(t("ui:badge.unread", { count: 0 }))).toBeInTheDocument();
  },
};

export const Dot: Story = {
  args: { dot: true, count: undefined },
  render: (args) => (
    <span className="relative inline-flex rounded-md bg-surface px-3 py-1.5 text-sm text-ink-700 shadow-card">
      Mail
      <Badge {...args} className="absolute -top-0.5 -right-0.5" />
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:badge.dot"))).toBeInTheDocument();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["brand", "neutral"] as const}
      columns={["1", "42", "99", "100", "0 + showZero", "sm", "dot"] as const}
      render={(tone, column) => {
        if (column === "dot") return <Badge tone={tone} dot />;
        if (column === "sm") return <Badge tone={tone} size="sm" count={7} />;
        if (column === "0 + showZero") return <Badge tone={tone} count={0} showZero />;
        return <Badge tone={tone} count={Number(column)} />;
      }}
    />
  ),
};
