import { giftTitle } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { expectRetry } from "../error-state/story-play.ts";
import { teddyBear } from "../gift-store/story-gifts.ts";
import { InLanguage } from "../gift-store/story-language.tsx";
import { LedgerList } from "./ledger-list.tsx";
import { ledgerEntries, NOW } from "./story-payments.ts";

const meta = {
  title: "Components/Payments/LedgerList",
  component: LedgerList,
  args: { entries: ledgerEntries, now: NOW, className: "max-w-xl" },
} satisfies Meta<typeof LedgerList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whole credits as the ledger writes them in the story's language ("2 credits"). */
const credits = (count: number) => t("store:payments.credits", { count, amount: String(count) });
/** A month of silver, as an upgrade row names what was bought. */
const silverMonth = () => `${t("ui:vip.1")} · ${t("store:payments.upgrade.months", { count: 1 })}`;

const rows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("list", { name: t("store:payments.ledger.label") }))
    .getAllByRole("listitem")
    .map((item) => within(item));
const colour = (element: HTMLElement | null | undefined) =>
  element ? getComputedStyle(element).color : undefined;
/** The tokens (tailwind.config.ts): success-700 and ink-900. */
const SUCCESS = "rgb(6, 118, 71)";
const INK = "rgb(36, 31, 41)";

/** What moved the credits, when, by how much (signed, received in green), and the balance after. */
export const History: Story = {
  play: async ({ canvas }) => {
    const [gift, recharge, translate, teddy, refund, upgrade, grant, given, opening] = rows(canvas);
    await expect(rows(canvas)).toHaveLength(ledgerEntries.length);

    await expect(gift?.getByText(t("store:payments.ledger.gift", { name: "LinMei" }))).toBeVisible();
    await expect(gift?.getByText(t("chat:emoticons.names.rose"))).toBeVisible();
    await expect(gift?.getByText(t("ui:time.minutes", { count: 5 }))).toBeVisible();
    const spent = gift?.getByText("\u22122");
    await expect(spent).toBeVisible();
    await expect(colour(spent?.parentElement)).toBe(INK);
    await expect(gift?.getByText(t("store:payments.ledger.balance", { amount: "90.50" }))).toBeVisible();
    // Read out in words rather than as a sign.
    await expect(
      gift?.getByText(t("store:payments.ledger.spent", { credits: credits(2) })),
    ).toBeInTheDocument();

    await expect(recharge?.getByText(t("store:payments.ledger.recharge"))).toBeVisible();
    const received = recharge?.getByText("+50");
    await expect(colour(received?.parentElement)).toBe(SUCCESS);
    await expect(
      recharge?.getByText(t("store:payments.ledger.received", { credits: credits(50) })),
    ).toBeInTheDocument();
    await expect(recharge?.getByText(t("ui:time.hours", { count: 2 }))).toBeVisible();

    await expect(translate?.getByText(t("chat:translate.label"))).toBeVisible();
    await expect(translate?.getByText(t("chat:translate.languages.en"))).toBeVisible();
    await expect(translate?.getByText("\u22120.50")).toBeVisible();
    await expect(teddy?.getByText(t("store:payments.ledger.gift", { name: "王小美" }))).toBeVisible();
    await expect(teddy?.getByText(giftTitle(teddyBear, storyLanguage()))).toBeVisible();
    await expect(refund?.getByText(t("mail:notices.refund"))).toBeVisible();
    await expect(refund?.getByText(silverMonth())).toBeVisible();
    await expect(colour(refund?.getByText("+35").parentElement)).toBe(SUCCESS);
    // Bought for someone else: whom, and what.
    await expect(upgrade?.getByText(t("store:payments.ledger.upgradeFor", { name: "LinMei" }))).toBeVisible();
    await expect(upgrade?.getByText(silverMonth())).toBeVisible();
    await expect(colour(upgrade?.getByText("\u221235").parentElement)).toBe(INK);
    await expect(grant?.getByText(t("store:payments.ledger.grant"))).toBeVisible();
    await expect(grant?.getByText("Sorry for the failed translation")).toBeVisible();
    await expect(
      given?.getByText(t("store:payments.ledger.rechargeFrom", { name: "Linda88" })),
    ).toBeVisible();
    await expect(opening?.getByText(t("store:payments.ledger.opening"))).toBeVisible();
    await expect(opening?.getByText(t("store:payments.ledger.balance", { amount: 40 }))).toBeVisible();
  },
};

/** The gift's title follows the member's language. */
export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "點數紀錄" })).toBeVisible();
    await expect(canvas.getByText("送禮給 LinMei")).toBeVisible();
    await expect(canvas.getByText("玫瑰")).toBeVisible();
    await expect(canvas.getAllByText("購買點數")).toHaveLength(1);
    await expect(canvas.getByText("Linda88 贈送的點數")).toBeVisible();
    await expect(canvas.getByText("英文")).toBeVisible();
    await expect(canvas.getByText("餘額 92.50")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("store:payments.ledger.loading"));
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The credit history could not load: Try again in the card, the failure announced. */
export const LoadError: Story = {
  args: { entries: [], error: new Error("offline"), onRetry: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvas.queryByRole("list")).toBeNull();
    await expectRetry(canvasElement, globals, args.onRetry);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("store:payments.ledger.empty"))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** Filled at a phone's width and a desktop aside's, in Chinese, loading and empty. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["filled", "繁體中文", "loading", "empty", "failed"] as const}
      columns={["phone (358 px)", "aside (320 px)", "desktop (640 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <LedgerList
            className={
              column === "phone (358 px)"
                ? "w-[358px]"
                : column === "aside (320 px)"
                  ? "w-[320px]"
                  : "w-[640px]"
            }
            entries={
              row === "loading" || row === "empty" || row === "failed" ? [] : ledgerEntries.slice(0, 6)
            }
            loading={row === "loading"}
            error={row === "failed"}
            onRetry={() => {}}
            now={NOW}
          />
        </InLanguage>
      )}
    />
  ),
};
