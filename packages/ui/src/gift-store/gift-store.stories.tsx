import { categoryName, type Gift, type GiftCategory, giftTitle } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { expectRetry } from "../error-state/story-play.ts";
import { GiftStore, type GiftStoreProps } from "./gift-store.tsx";
import { flowers, longTitled, love, storyCategories, sweets, teddyBear } from "./story-gifts.ts";
import { InLanguage } from "./story-language.tsx";

/** The page holds the choice, as the app's store page does. */
function Choosing(args: GiftStoreProps) {
  const [chosen, setChosen] = useState(args.selectedId);
  return (
    <GiftStore
      {...args}
      selectedId={chosen}
      onSelect={(gift: Gift) => {
        args.onSelect(gift);
        setChosen(gift.id);
      }}
    />
  );
}

const meta = {
  title: "Components/Gifts/GiftStore",
  component: GiftStore,
  args: { categories: storyCategories, onSelect: fn() },
  render: (args) => <Choosing {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftStore>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tile's name in the story's language: the gift's title, then its price ("Rose 2 credits"). */
const tile = (gift: Gift | undefined) =>
  gift ? `${giftTitle(gift, storyLanguage())} ${t("store:gifts.credits", { count: gift.money })}` : "";
/** A category's name in the story's language. */
const named = (category: GiftCategory) => categoryName(category, storyLanguage());

/** A tab per category in the member's words; the first shows its gifts. Choosing one presses it. */
export const ChooseAGift: Story = {
  play: async ({ canvas, args }) => {
    const tabs = within(canvas.getByRole("tablist", { name: t("store:gifts.categories") })).getAllByRole(
      "tab",
    );
    await expect(tabs.map((tab) => tab.textContent)).toEqual(storyCategories.map(named));
    const panel = canvas.getByRole("tabpanel", { name: named(flowers) });
    await expect(within(panel).getAllByRole("button")).toHaveLength(flowers.gifts.length);

    const tulip = within(panel).getByRole("button", { name: tile(flowers.gifts[1]) });
    await expect(tulip).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(tulip);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(flowers.gifts[1]);
    await expect(tulip).toHaveAttribute("aria-pressed", "true");
    // One gift at a time.
    await userEvent.click(within(panel).getByRole("button", { name: tile(flowers.gifts[0]) }));
    await expect(tulip).toHaveAttribute("aria-pressed", "false");
    await expect(within(panel).getByRole("button", { name: tile(flowers.gifts[0]) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Another tab shows that category's gifts, and the arrow keys move between tabs. */
export const SwitchCategory: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("tab", { name: named(sweets) }));
    let panel = canvas.getByRole("tabpanel", { name: named(sweets) });
    await expect(within(panel).getAllByRole("button")).toHaveLength(sweets.gifts.length);
    await expect(within(panel).getByRole("button", { name: tile(sweets.gifts[4]) })).toBeVisible();
    await expect(
      within(panel).queryByRole("button", {
        name: new RegExp(`^${giftTitle(flowers.gifts[0] as Gift, storyLanguage())}`),
      }),
    ).toBeNull();

    await userEvent.keyboard("{ArrowRight}");
    panel = canvas.getByRole("tabpanel", { name: named(love) });
    await userEvent.click(within(panel).getByRole("button", { name: tile(love.gifts[5]) }));
    await expect(args.onSelect).toHaveBeenCalledWith(love.gifts[5]);
  },
};

/** The chosen gift's category opens first, with its tile pressed. */
export const OpensOnTheChosenGift: Story = {
  args: { selectedId: teddyBear.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: named(love) })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("button", { name: tile(teddyBear) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Three tiles a row on a phone, six across a desktop page. */
export const Columns: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div className="flex flex-col gap-8">
      <div data-testid="phone" className="w-[358px]">
        <GiftStore {...args} />
      </div>
      <div data-testid="desktop" className="w-[1100px]">
        <GiftStore {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const columns = (testId: string) => {
      const tiles = within(canvas.getByTestId(testId)).getAllByRole("listitem");
      const top = tiles[0]?.getBoundingClientRect().top;
      return tiles.filter((tile) => tile.getBoundingClientRect().top === top).length;
    };
    await expect(columns("phone")).toBe(3);
    await expect(columns("desktop")).toBe(6);
  },
};

/** Loading: a skeleton grid, announced once; nothing to press yet. */
export const Loading: Story = {
  args: { categories: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("store:gifts.loading"));
    await expect(canvas.queryByRole("tab")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** The store could not load: Try again in place of the gifts, the failure announced. */
export const LoadError: Story = {
  args: { categories: [], error: new Error("offline"), onRetry: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvas.queryByRole("tab")).toBeNull();
    await expectRetry(canvasElement, globals, args.onRetry);
  },
};

/** No categories (or none with a gift on sale): the store says so. */
export const Empty: Story = {
  args: { categories: [{ ...sweets, gifts: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("store:gifts.storeEmpty"))).toBeVisible();
    await expect(canvas.queryByRole("tablist")).toBeNull();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("tablist", { name: "礼物分类" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "甜点" }));
    const cupcake = canvas.getByRole("button", { name: "纸杯蛋糕 2 积分" });
    await userEvent.click(cupcake);
    await expect(args.onSelect).toHaveBeenCalledWith(sweets.gifts[2]);
  },
};

const withLong = [
  { ...flowers, gifts: [...flowers.gifts.slice(0, 4), longTitled] },
  ...storyCategories.slice(1),
];
const rows = ["chosen, phone", "繁體中文, phone", "desktop (960 px)", "loading", "empty", "failed"] as const;

/** Filled at a phone's width (358 px) and a desktop's, in Chinese, loading, empty, and failed. */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={rows}
      columns={["store"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文, phone" ? "zhtw" : "en"}>
          <div className={row === "desktop (960 px)" ? "w-[960px]" : "w-[358px]"}>
            <GiftStore
              categories={row === "loading" || row === "empty" || row === "failed" ? [] : withLong}
              loading={row === "loading"}
              error={row === "failed"}
              onRetry={() => {}}
              selectedId={row.endsWith("phone") ? flowers.gifts[1]?.id : undefined}
              onSelect={() => {}}
            />
          </div>
        </InLanguage>
      )}
    />
  ),
};
