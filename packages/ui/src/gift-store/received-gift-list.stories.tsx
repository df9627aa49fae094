import { giftTitle } from "@site/contracts";
import { formatDate } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { expectRetry } from "../error-state/story-play.ts";
import { ReceivedGiftList } from "./received-gift-list.tsx";
import { longTitled, NOW, receivedGifts } from "./story-gifts.ts";
import { InLanguage } from "./story-language.tsx";

const meta = {
  title: "Components/Gifts/ReceivedGiftList",
  component: ReceivedGiftList,
  args: { gifts: receivedGifts, now: NOW, className: "max-w-xl" },
} satisfies Meta<typeof ReceivedGiftList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (item: HTMLElement) => within(item);

/** Each gift: its title, who sent it, when, and their words when there are any. */
export const Received: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("list", { name: t("store:gifts.received") })).getAllByRole(
      "listitem",
    );
    await expect(items).toHaveLength(receivedGifts.length);

    const [first, second, third, fourth] = items.map(rowOf);
    await expect(first?.getByText(t("chat:emoticons.names.rose"))).toBeVisible();
    await expect(first?.getByText(t("store:gifts.from", { name: "LinMei" }))).toBeVisible();
    await expect(first?.getByText(t("ui:time.minutes", { count: 5 }))).toBeVisible();
    await expect(first?.getByText("Thank you for the lovely chat yesterday!")).toBeVisible();

    await expect(second?.getByText(t("store:gifts.from", { name: "王小美" }))).toBeVisible();
    await expect(second?.getByText("週末一起去看電影好嗎？")).toBeVisible();
    await expect(second?.getByText(t("ui:time.hours", { count: 3 }))).toBeVisible();

    // An empty message shows nothing; a time more than a day old shows the date.
    const champagne = receivedGifts[2];
    if (!champagne?.titlee || !champagne.titlec || !champagne.titlef || !champagne.create_time)
      throw new Error("no champagne");
    const { titlee, titlec, titlef } = champagne;
    await expect(third?.getByText(giftTitle({ titlee, titlec, titlef }, storyLanguage()))).toBeVisible();
    await expect(
      third?.getByText(formatDate(champagne.create_time * 1000, storyLanguage(), "dayMonth")),
    ).toBeVisible();
    await expect(items[2]?.querySelector("[data-slot=received-gift-message]")).toBeNull();

    // The spec's shape alone (no titles, time or message) still reads well.
    await expect(fourth?.getByText(t("store:gifts.untitled"))).toBeVisible();
    await expect(fourth?.getByText(t("store:gifts.from", { name: "MinjunKimSeoul88" }))).toBeVisible();
    await expect(items[3]?.querySelector("time")).toBeNull();
  },
};

/** The title follows the member's language. */
export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "您收到的礼物" })).toBeVisible();
    await expect(canvas.getByText("泰迪熊")).toBeVisible();
    await expect(canvas.getByText("来自 LinMei")).toBeVisible();
    await expect(canvas.getByText("5 分钟前")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { gifts: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("store:gifts.receivedLoading"));
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The received gifts could not load: Try again in the card, the failure announced. */
export const LoadError: Story = {
  args: { gifts: [], error: new Error("offline"), onRetry: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvas.queryByRole("list")).toBeNull();
    await expectRetry(canvasElement, globals, args.onRetry);
  },
};

export const Empty: Story = {
  args: { gifts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("store:gifts.receivedEmpty"))).toBeVisible();
    await expect(canvas.getByText(t("store:gifts.receivedEmptyHint"))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

const long = {
  ...receivedGifts[0],
  cid: 799,
  gid: longTitled.id,
  path: longTitled.path,
  givername: "AlexandraMontgomery",
  create_time: Math.floor(NOW / 1000) - 20 * 60 * 60,
  titlee: longTitled.titlee,
  titlec: longTitled.titlec,
  titlef: longTitled.titlef,
  message: "Happy anniversary to the kindest person I have met here — see you in Taipei?",
};

/** Filled (with a long title and message) at a phone's width and a desktop's, loading, empty. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["filled", "繁體中文", "loading", "empty", "failed"] as const}
      columns={["phone (358 px)", "desktop (640 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <ReceivedGiftList
            className={column === "phone (358 px)" ? "w-[358px]" : "w-[640px]"}
            gifts={
              row === "loading" || row === "empty" || row === "failed"
                ? []
                : [...receivedGifts.slice(0, 2), long, ...receivedGifts.slice(2)]
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
