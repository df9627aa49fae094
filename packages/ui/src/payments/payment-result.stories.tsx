import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { PaymentResult, type PaymentResultProps } from "./payment-result.tsx";

const meta = {
  title: "Components/Payments/PaymentResult",
  component: PaymentResult,
  args: { state: "paid", kind: "recharge", amount: 50, action: <Button>Back to my page</Button> },
  render: (args) => (
    <div className="max-w-md">
      <PaymentResult {...args} />
    </div>
  ),
} satisfies Meta<typeof PaymentResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Money as the component writes it in the story's language: "$50.00", "US$50.00"; "50 credits", "50 积分". */
const usd = (amount: string) => `${t("store:payments.dollar")}${amount}`;
const credits = (count: number, amount: string) => t("store:payments.credits", { count, amount });

/** Waiting for the provider: a spinner and the words in a live region, read out when it changes. */
export const Pending: Story = {
  args: { state: "pending" },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent(t("store:payments.result.pending"));
    await expect(status).toHaveTextContent(t("store:payments.result.pendingHint"));
    await expect(canvas.getByRole("heading", { name: t("store:payments.result.pending") })).toBeVisible();
  },
};

/** A created order waits the same way. */
export const Created: Story = {
  args: { state: "created" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("store:payments.result.pending"));
  },
};

/** Credits bought for oneself: what was bought and what was paid. */
export const RechargePaid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("messages:pay.rechargeSuccess") })).toBeVisible();
    await expect(
      canvas.getByText(t("store:payments.result.rechargeSelf", { credits: credits(50, "50") })),
    ).toBeVisible();
    await expect(
      canvas.getByText(t("store:payments.result.paidAmount", { amount: usd("50.00") })),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Back to my page" })).toBeVisible();
  },
};

/** For another member: named. */
export const RechargeForAnother: Story = {
  args: { gainer: "LinMei", amount: 12.5 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        t("store:payments.result.rechargeFor", { credits: credits(12.5, "12.50"), name: "LinMei" }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(t("store:payments.result.paidAmount", { amount: usd("12.50") })),
    ).toBeVisible();
  },
};

export const UpgradePaid: Story = {
  args: { kind: "upgrade", amount: 210, tier: 2, months: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("messages:pay.upgradeSuccess") })).toBeVisible();
    await expect(
      canvas.getByText(
        t("store:payments.result.upgradeSelf", {
          tier: t("ui:vip.2"),
          period: t("store:payments.upgrade.months", { count: 6 }),
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(t("store:payments.result.paidAmount", { amount: usd("210.00") })),
    ).toBeVisible();
  },
};

export const UpgradeForAnother: Story = {
  args: { kind: "upgrade", amount: 25, tier: 1, months: 1, gainer: "NoahPark" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        t("store:payments.result.upgradeFor", {
          tier: t("ui:vip.1"),
          period: t("store:payments.upgrade.months", { count: 1 }),
          name: "NoahPark",
        }),
      ),
    ).toBeVisible();
  },
};

/** Failed before it was paid: nothing was taken, and the member may try again. */
export const Failed: Story = {
  args: { state: "failed" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("messages:pay.failed") })).toBeVisible();
    await expect(canvas.getByText(t("store:payments.result.noMoneyTaken"))).toBeVisible();
    await expect(canvas.getByText(t("store:payments.result.failedHint"))).toBeVisible();
    await expect(
      canvas.queryByText(t("store:payments.result.paidAmount", { amount: "" }).trim(), { exact: false }),
    ).toBeNull();
  },
};

export const Expired: Story = {
  args: { state: "expired" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("messages:pay.failed") })).toBeVisible();
    await expect(canvas.getByText(t("store:payments.result.noMoneyTaken"))).toBeVisible();
    await expect(canvas.getByText(t("store:payments.result.expiredHint"))).toBeVisible();
  },
};

export const Refunded: Story = {
  args: { state: "refunded", amount: 35 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("store:payments.result.refunded") })).toBeVisible();
    await expect(
      canvas.getByText(t("store:payments.result.refundedHint", { amount: usd("35.00"), days: 10 })),
    ).toBeVisible();
    await expect(canvas.queryByText(t("store:payments.result.noMoneyTaken"))).toBeNull();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { kind: "upgrade", amount: 348, tier: 2, months: 12, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "會員已升級" })).toBeVisible();
    await expect(canvas.getByText("黃金會員，12 個月")).toBeVisible();
    await expect(canvas.getByText("已付款 US$348.00")).toBeVisible();
  },
};

const rows = [
  "pending",
  "recharge paid",
  "upgrade paid, for another",
  "failed",
  "expired",
  "refunded",
  "繁體中文, paid",
] as const;
const states: Record<(typeof rows)[number], PaymentResultProps> = {
  pending: { state: "pending", kind: "recharge", amount: 50 },
  "recharge paid": { state: "paid", kind: "recharge", amount: 50 },
  "upgrade paid, for another": {
    state: "paid",
    kind: "upgrade",
    amount: 210,
    tier: 2,
    months: 6,
    gainer: "LinMei",
  },
  failed: { state: "failed", kind: "recharge", amount: 50 },
  expired: { state: "expired", kind: "upgrade", amount: 129 },
  refunded: { state: "refunded", kind: "upgrade", amount: 35 },
  "繁體中文, paid": { state: "paid", kind: "recharge", amount: 100, gainer: "王小美" },
};

/** Every state at a phone's width and a desktop's, with the app's button. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={rows}
      columns={["phone (358 px)", "desktop (520 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row.startsWith("繁體中文") ? "zhtw" : "en"}>
          <PaymentResult
            {...states[row]}
            className={column === "phone (358 px)" ? "w-[358px]" : "w-[520px]"}
            action={
              row === "pending" ? undefined : (
                <Button variant={row === "failed" || row === "expired" ? "primary" : "outline"}>
                  {row.startsWith("繁體中文")
                    ? "回到我的頁面"
                    : row === "failed" || row === "expired"
                      ? "Try again"
                      : "Back to my page"}
                </Button>
              )
            }
          />
        </InLanguage>
      )}
    />
  ),
};
