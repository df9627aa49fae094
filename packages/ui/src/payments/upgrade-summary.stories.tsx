import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { goldPackages, silverPackages } from "./story-payments.ts";
import { UpgradeSummary } from "./upgrade-summary.tsx";

const twelveGold = goldPackages.packages[3] ?? { duration: 12, amounts: 348 };
const oneSilver = silverPackages.packages[0] ?? { duration: 1, amounts: 25 };

const meta = {
  title: "Components/Payments/UpgradeSummary",
  tags: ["vip", "会员", "會員", "membership"],
  component: UpgradeSummary,
  args: { tier: 2, pkg: twelveGold, showTierName: true },
  render: (args) => (
    <div className="max-w-sm">
      <UpgradeSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof UpgradeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dollars as the component writes them in the story's language: "$29.00", "US$29.00". */
const usd = (amount: string) => `${t("store:payments.dollar")}${amount}`;

/** The plan, its months and monthly price, and the total: what the payment buys, never a bare amount. */
export const GoldForAYear: Story = {
  play: async ({ canvas }) => {
    const order = canvas.getByRole("region", { name: t("store:payments.order.label") });
    await expect(order).toHaveTextContent(t("store:payments.upgrade.gold"));
    // 348 / 12 = 29.00 a month (spec §9).
    await expect(order).toHaveTextContent(
      `${t("store:payments.upgrade.months", { count: 12 })} · ${t("store:payments.upgrade.perMonth", { price: usd("29.00") })}`,
    );
    await expect(order).toHaveTextContent(`${t("store:payments.order.total")}${usd("348.00")}`);
  },
};

export const SilverForAMonth: Story = {
  args: { tier: 1, pkg: oneSilver },
  play: async ({ canvas }) => {
    const order = canvas.getByRole("region", { name: t("store:payments.order.label") });
    await expect(order).toHaveTextContent(t("store:payments.upgrade.silver"));
    await expect(order).toHaveTextContent(
      `${t("store:payments.upgrade.months", { count: 1 })} · ${t("store:payments.upgrade.perMonth", { price: usd("25.00") })}`,
    );
    await expect(order).toHaveTextContent(`${t("store:payments.order.total")}${usd("25.00")}`);
  },
};

/** showmembertypename 0: the generic names, as the packages' boxes show them. */
export const GenericNames: Story = {
  args: { showTierName: false },
  play: async ({ canvas }) => {
    const order = canvas.getByRole("region", { name: t("store:payments.order.label") });
    await expect(order).toHaveTextContent(t("store:payments.upgrade.premium"));
    await expect(order).not.toHaveTextContent(t("store:payments.upgrade.gold"));
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    const order = canvas.getByRole("region", { name: "您的订单" });
    await expect(order).toHaveTextContent("黄金");
    await expect(order).toHaveTextContent("12 个月 · 每月 US$29.00");
    await expect(order).toHaveTextContent("合计US$348.00");
  },
};

/** Both tiers, at a phone's width and in the desktop's aside, with either names, and in Chinese. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["gold, 12 months", "silver, 1 month", "generic names", "繁體中文"] as const}
      columns={["phone (358 px)", "aside (320 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <UpgradeSummary
            className={column.startsWith("phone") ? "w-[358px]" : "w-[320px]"}
            tier={row.startsWith("silver") ? 1 : 2}
            pkg={row.startsWith("silver") ? oneSilver : twelveGold}
            showTierName={row !== "generic names"}
          />
        </InLanguage>
      )}
    />
  ),
};
