import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { WalletBox } from "./wallet-box.tsx";

const buy = fn();

const meta = {
  title: "Components/Payments/WalletBox",
  component: WalletBox,
  args: { amount: 40, action: <Button onClick={buy}>Buy credits</Button> },
  render: (args) => (
    <div className="max-w-sm">
      <WalletBox {...args} />
    </div>
  ),
} satisfies Meta<typeof WalletBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Balance" names the card; the amount in credits; the app's button beside it. */
export const Balance: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole("heading", { name: t("store:payments.wallet.balance") }).closest("section");
    await expect(box).toHaveTextContent(
      `${t("store:payments.wallet.balance")}${t("store:payments.credits", { count: 40, amount: "40" })}`,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Buy credits" }));
    await expect(buy).toHaveBeenCalled();
  },
};

/** One credit is singular; cents show with two decimals; thousands are grouped. */
export const Amounts: Story = {
  args: { action: undefined },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3">
      <WalletBox {...args} amount={1} />
      <WalletBox {...args} amount={12.5} />
      <WalletBox {...args} amount={12_480} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("store:payments.credits", { count: 1, amount: "1" }))).toBeVisible();
    await expect(
      canvas.getByText(t("store:payments.credits", { count: 12.5, amount: "12.50" })),
    ).toBeVisible();
    await expect(
      canvas.getByText(t("store:payments.credits", { count: 12480, amount: "12,480" })),
    ).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { action: <Button>儲值點數</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "餘額" }).closest("section")).toHaveTextContent("40 點");
  },
};

const noop = () => {};

/** With and without the app's action, a large balance, in Chinese; at a phone's width and an aside's. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["with action", "no action", "large balance", "繁體中文"] as const}
      columns={["phone (358 px)", "aside (320 px)", "wide (560 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <WalletBox
            className={
              column === "phone (358 px)"
                ? "w-[358px]"
                : column === "wide (560 px)"
                  ? "w-[560px]"
                  : "w-[320px]"
            }
            amount={row === "large balance" ? 123_456.75 : 40}
            action={
              row === "no action" ? undefined : (
                <Button size="sm" onClick={noop}>
                  {row === "繁體中文" ? "儲值點數" : "Buy credits"}
                </Button>
              )
            }
          />
        </InLanguage>
      )}
    />
  ),
};
