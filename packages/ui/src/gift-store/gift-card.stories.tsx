import { type Gift, giftTitle } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { GiftCard, type GiftCardProps } from "./gift-card.tsx";
import { diamondGift, longTitled, rose, teddyBear } from "./story-gifts.ts";

const meta = {
  title: "Components/Gifts/GiftCard",
  component: GiftCard,
  args: { gift: rose, onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="w-32">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A button named by its title and price; a click hands the gift over. */
export const Selectable: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const card = canvas.getByRole("button", {
      name: `${giftTitle(rose, storyLanguage())} ${t("store:gifts.credits", { count: 2 })}`,
    });
    await expect(card).toHaveAttribute("aria-pressed", "false");
    // The picture is decorative: the title names the gift.
    await expect(canvasElement.querySelector("img")).toHaveAttribute("alt", "");
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(rose);
  },
};

/** The parent holds the choice: chosen, the tile is pressed; Space and Enter choose too. */
export const SelectsByKeyboard: Story = {
  render: function Render(args: GiftCardProps) {
    const [chosen, setChosen] = useState<Gift | null>(null);
    return (
      <GiftCard
        {...args}
        selected={chosen?.id === args.gift.id}
        onSelect={(gift) => {
          args.onSelect?.(gift);
          setChosen(gift);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const card = canvas.getByRole("button", {
      name: `${giftTitle(rose, storyLanguage())} ${t("store:gifts.credits", { count: 2 })}`,
    });
    await expect(card).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onSelect).toHaveBeenCalledWith(rose);
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** One credit is singular; the price reads in the member's words. */
export const Prices: Story = {
  render: (args: GiftCardProps) => (
    <div className="flex gap-3">
      <GiftCard {...args} gift={{ ...rose, id: 1, money: 1 }} />
      <GiftCard {...args} gift={diamondGift} />
    </div>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", {
        name: `${giftTitle(rose, storyLanguage())} ${t("store:gifts.credits", { count: 1 })}`,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("button", {
        name: `${giftTitle(diamondGift, storyLanguage())} ${t("store:gifts.credits", { count: 99 })}`,
      }),
    ).toBeVisible();
  },
};

/** A long title takes two lines and an ellipsis; the tile keeps its width and the rest is in the title. */
export const LongTitle: Story = {
  args: { gift: longTitled },
  play: async ({ canvas, canvasElement }) => {
    const shown = giftTitle(longTitled, storyLanguage());
    const title = canvas.getByText(shown);
    await expect(title).toHaveAttribute("title", shown);
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
    await expect(Math.round(title.getBoundingClientRect().height / lineHeight)).toBe(2);
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    const frame = canvasElement.querySelector("[data-slot=gift-card]")?.parentElement;
    await expect(frame?.scrollWidth).toBe(frame?.clientWidth);
  },
};

/** Without onSelect the tile only shows: no button. */
export const ReadOnly: Story = {
  args: { onSelect: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByText(t("chat:emoticons.names.rose"))).toBeVisible();
    await expect(canvas.getByText(t("store:gifts.credits", { count: 2 }))).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { gift: teddyBear, selected: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("button", { name: "泰迪熊 12 點" });
    await expect(card).toHaveAttribute("aria-pressed", "true");
  },
};

const noop = () => {};

/** Each state, at a phone's tile width and a desktop's. */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={["idle", "selected", "long title", "read only"] as const}
      columns={["phone (110 px)", "desktop (150 px)"] as const}
      render={(state, column) => (
        <div className={column === "phone (110 px)" ? "w-[110px]" : "w-[150px]"}>
          <GiftCard
            gift={state === "long title" ? longTitled : state === "selected" ? teddyBear : rose}
            selected={state === "selected"}
            onSelect={state === "read only" ? undefined : noop}
          />
        </div>
      )}
    />
  ),
};
