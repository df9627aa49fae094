import { Vip } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { cvaArgTypes, vipArgType } from "../../../../.storybook/cva-arg-types.ts";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { TierNamesContext } from "./tier-names.tsx";
import { VipBadge, vipBadgeVariants } from "./vip-badge.tsx";

const meta = {
  title: "Primitives/VipBadge",
  tags: ["vip", "会员", "會員", "membership"],
  component: VipBadge,
  argTypes: { ...cvaArgTypes(vipBadgeVariants, { omit: ["tier", "iconOnly"] }), vip: vipArgType },
  args: { vip: Vip.gold },
} satisfies Meta<typeof VipBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mark alone carries the tier as its accessible name. */
export const Gold: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: t("ui:vip.2") })).toBeVisible();
  },
};

export const SilverWithLabel: Story = {
  args: { vip: Vip.silver, showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:vip.1"))).toBeVisible();
  },
};

/** A tier the design does not know yet still reads as the top tier, never as free. */
export const UnknownPaidTier: Story = {
  args: { vip: 3, showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:vip.2"))).toBeVisible();
  },
};

/** Spec §6 showmembertypename off: the same marks are named Plus and Premium. */
export const PlainTierNames: Story = {
  args: { showLabel: true },
  render: (args) => (
    <TierNamesContext.Provider value={false}>
      <div className="flex gap-2">
        <VipBadge {...args} vip={Vip.silver} />
        <VipBadge {...args} vip={Vip.gold} />
        <VipBadge vip={Vip.gold} />
      </div>
    </TierNamesContext.Provider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:vipPlain.1"))).toBeVisible();
    await expect(canvas.getByText(t("ui:vipPlain.2"))).toBeVisible();
    await expect(canvas.getByRole("img", { name: t("ui:vipPlain.2") })).toBeVisible();
    await expect(canvas.queryByText(t("ui:vip.1"))).toBeNull();
    await expect(canvas.queryByText(t("ui:vip.2"))).toBeNull();
    await expect(canvas.queryByRole("img", { name: t("ui:vip.2") })).toBeNull();
  },
};

export const FreeRendersNothing: Story = {
  args: { vip: Vip.free },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=vip-badge]")).toBeNull();
  },
};

export const FreeShown: Story = {
  args: { vip: Vip.free, showFree: true, showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:vip.0"))).toBeVisible();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["free", "silver", "gold"] as const}
      columns={["sm", "md", "lg", "sm label", "md label", "lg label"] as const}
      render={(tier, column) => {
        const [size, label] = column.split(" ") as ["sm" | "md" | "lg", string | undefined];
        return <VipBadge vip={Vip[tier]} showFree size={size} showLabel={label !== undefined} />;
      }}
    />
  ),
};
