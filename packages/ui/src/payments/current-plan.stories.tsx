import { formatDate } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { TierNamesContext } from "../vip-badge/tier-names.tsx";
import { CurrentPlan } from "./current-plan.tsx";

/** Noon on 5 June 2027, local time: the same calendar day in every time zone a reviewer is in. */
const JUNE_5 = new Date(2027, 5, 5, 12).getTime();
/** "Until 5 Jun 2027" in the story's language, the day in the site's day form. */
const untilJune5 = () =>
  t("store:payments.current.until", { date: formatDate(JUNE_5, storyLanguage(), "day") });

import { vipArgType } from "../../../../.storybook/cva-arg-types.ts";

const meta = {
  title: "Components/Payments/CurrentPlan",
  tags: ["vip", "会员", "會員", "membership"],
  component: CurrentPlan,
  argTypes: { vip: vipArgType },
  args: { vip: 1, deadline: JUNE_5 },
  render: (args) => (
    <div className="max-w-sm">
      <CurrentPlan {...args} />
    </div>
  ),
} satisfies Meta<typeof CurrentPlan>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid member sees their tier and the day it ends, in the site's day form. */
export const SilverUntil: Story = {
  play: async ({ canvas }) => {
    const plan = canvas.getByRole("region", { name: t("store:payments.current.label") });
    await expect(plan).toHaveTextContent(t("ui:vip.1"));
    await expect(plan).toHaveTextContent(untilJune5());
  },
};

export const Gold: Story = {
  args: { vip: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: t("store:payments.current.label") })).toHaveTextContent(
      `${t("ui:vip.2")}${untilJune5()}`,
    );
  },
};

/** A free member has no end day: the card says what a plan is for instead. */
export const Free: Story = {
  args: { vip: 0, deadline: null },
  play: async ({ canvas }) => {
    const plan = canvas.getByRole("region", { name: t("store:payments.current.label") });
    await expect(plan).toHaveTextContent(t("ui:vip.0"));
    await expect(plan).toHaveTextContent(t("store:payments.current.freeHint"));
    await expect(plan).not.toHaveTextContent(t("store:payments.current.until", { date: "" }).trim());
  },
};

/** showmembertypename 0: the generic tier names, as everywhere else on the site. */
export const GenericNames: Story = {
  render: (args) => (
    <TierNamesContext.Provider value={false}>
      <div className="max-w-sm">
        <CurrentPlan {...args} />
      </div>
    </TierNamesContext.Provider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: t("store:payments.current.label") })).toHaveTextContent(
      t("ui:vipPlain.1"),
    );
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { vip: 2 },
  play: async ({ canvas }) => {
    const plan = canvas.getByRole("region", { name: "您的会员" });
    await expect(plan).toHaveTextContent("黄金会员");
    await expect(plan).toHaveTextContent("有效期至 2027年6月5日");
  },
};

/** Every tier, at a phone's width and beside the desktop's heading, and in Chinese. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["free", "silver", "gold", "gold, generic names", "繁體中文 silver"] as const}
      columns={["phone (358 px)", "desktop heading (320 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row.startsWith("繁體中文") ? "zhtw" : "en"}>
          <TierNamesContext.Provider value={!row.includes("generic")}>
            <CurrentPlan
              className={column.startsWith("phone") ? "w-[358px]" : "w-[320px]"}
              vip={row === "free" ? 0 : row.includes("silver") ? 1 : 2}
              deadline={row === "free" ? null : JUNE_5}
            />
          </TierNamesContext.Provider>
        </InLanguage>
      )}
    />
  ),
};
