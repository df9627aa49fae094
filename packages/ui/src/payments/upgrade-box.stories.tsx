import type { UpgradePackage } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { goldAuthorities, goldPackages, silverAuthorities, silverPackages } from "./story-payments.ts";
import { UpgradeBox, type UpgradeBoxProps } from "./upgrade-box.tsx";

/** The page holds one choice across both tiers, as the upgrade page does. */
function Choosing(args: UpgradeBoxProps) {
  const [chosen, setChosen] = useState(args.selectedId);
  return (
    <UpgradeBox
      {...args}
      selectedId={chosen}
      onSelect={(pkg: UpgradePackage) => {
        args.onSelect(pkg);
        setChosen(pkg.id);
      }}
    />
  );
}

const meta = {
  title: "Components/Payments/UpgradeBox",
  tags: ["vip", "会员", "會員", "membership"],
  component: UpgradeBox,
  args: {
    tier: 2,
    packages: goldPackages,
    authorities: goldAuthorities,
    showTierName: true,
    onSelect: fn(),
  },
  render: (args) => (
    <div className="max-w-md">
      <Choosing {...args} />
    </div>
  ),
} satisfies Meta<typeof UpgradeBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dollars as the component writes them in the story's language: "$29.00", "US$29.00". */
const usd = (amount: string) => `${t("store:payments.dollar")}${amount}`;
const perMonth = (amount: string) => t("store:payments.upgrade.perMonth", { price: usd(amount) });
const save = (percent: number) => t("store:payments.upgrade.save", { percent });

/** A period per package: its total, its monthly price, and how much it saves on the base price. */
export const PricesAndDiscounts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("store:payments.upgrade.gold") })).toBeVisible();
    // The cheapest month of the tier: 348 / 12.
    await expect(canvas.getByText(t("store:payments.upgrade.from", { price: usd("29.00") }))).toBeVisible();
    const periods = canvas.getByRole("radiogroup", {
      name: t("store:payments.upgrade.periods", { tier: t("store:payments.upgrade.gold") }),
    });
    const radios = within(periods).getAllByRole("radio");
    await expect(radios.map((radio) => radio.querySelector("label")?.textContent)).toEqual([
      t("store:payments.upgrade.months", { count: 1 }),
      t("store:payments.upgrade.months", { count: 3 }),
      t("store:payments.upgrade.months", { count: 6 }),
      t("store:payments.upgrade.months", { count: 12 }),
    ]);
    // 210 / 6 = 35.00 a month, (49 - 35) / 49 = 28.6%: "Save 28%" (whole percent, spec §9).
    const six = canvas.getByRole("radio", { name: t("store:payments.upgrade.months", { count: 6 }) });
    await expect(six).toHaveAccessibleDescription(`${save(28)} ${perMonth("35.00")} ${usd("210")}`);
    await expect(
      canvas.getByRole("radio", { name: t("store:payments.upgrade.months", { count: 3 }) }),
    ).toHaveAccessibleDescription(`${save(12)} ${perMonth("43.00")} ${usd("129")}`);
    // The base price itself saves nothing: no chip.
    const one = canvas.getByRole("radio", { name: t("store:payments.upgrade.months", { count: 1 }) });
    await expect(one).toHaveAccessibleDescription(`${perMonth("49.00")} ${usd("49")}`);
    await expect(one.querySelector("[data-slot=discount]")).toBeNull();
  },
};

/** Choosing a period hands its package over; the arrow keys move the choice. */
export const ChooseAPeriod: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("radio", { checked: true })).toBeNull();
    await userEvent.click(canvas.getByText(t("store:payments.upgrade.months", { count: 3 })));
    await expect(args.onSelect).toHaveBeenLastCalledWith(goldPackages.packages[1]);
    const three = canvas.getByRole("radio", { name: t("store:payments.upgrade.months", { count: 3 }) });
    await expect(three).toBeChecked();
    await expect(three).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(
      canvas.getByRole("radio", { name: t("store:payments.upgrade.months", { count: 6 }) }),
    ).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith(goldPackages.packages[2]);
  },
};

/**
 * The tier's flags in words, in the spec's order whatever the server's; a name the site does not
 * know is left out, never shown raw, and so is a flag with no feature behind it on this site (a
 * profile wall, reading chats): nothing is sold that the site does not do.
 */
export const WhatYouGet: Story = {
  args: { tier: 1, packages: silverPackages, authorities: ["look_love", ...silverAuthorities].reverse() },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: t("store:payments.upgrade.features") });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      t("store:payments.authorities.Search_users"),
      t("store:payments.authorities.View_profiles"),
      t("store:payments.authorities.Allow_comments_on_newsfeed"),
      t("store:payments.authorities.Allows_newsfeed_to_be_sent"),
      t("store:payments.authorities.Upload_photo"),
      t("store:payments.authorities.View_photo"),
    ]);
    await expect(canvas.queryByText(/look_love/)).toBeNull();
    await expect(canvas.queryByText(t("store:payments.authorities.Allow_profile_wall_posts"))).toBeNull();
  },
};

/** Gold's long list shows its first six and a button for the rest, so the periods stay in reach. */
export const LongListFolds: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: t("store:payments.upgrade.features") });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(6);
    await expect(
      within(list).queryByText(t("store:payments.authorities.Free_use_of_the_translation_function")),
    ).toBeNull();
    // Gold holds all 21 flags of spec §6; the 16 with a feature behind them are sold.
    await expect(canvas.queryByText(t("store:payments.authorities.Auth_message"))).toBeNull();
    const more = canvas.getByRole("button", { name: t("store:payments.upgrade.showAll", { count: 16 }) });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(16);
    await expect(
      within(list).getByText(t("store:payments.authorities.Free_use_of_the_translation_function")),
    ).toBeVisible();
    const fewer = canvas.getByRole("button", { name: t("store:payments.upgrade.showFewer") });
    await expect(fewer).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(fewer);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(6);
  },
};

/** showmembertypename 0: the generic names. */
export const GenericNames: Story = {
  args: { showTierName: false },
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <UpgradeBox {...args} />
      <UpgradeBox {...args} tier={1} packages={silverPackages} authorities={silverAuthorities} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("store:payments.upgrade.premium") })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: t("store:payments.upgrade.plus") })).toBeVisible();
    await expect(canvas.queryByText(t("store:payments.upgrade.gold"))).toBeNull();
    await expect(
      canvas.getByRole("radiogroup", {
        name: t("store:payments.upgrade.periods", { tier: t("store:payments.upgrade.plus") }),
      }),
    ).toBeVisible();
  },
};

/** One choice across both boxes: a gold package chosen leaves every silver period unchecked. */
export const ChosenInTheOtherBox: Story = {
  args: { tier: 1, packages: silverPackages, authorities: silverAuthorities, selectedId: 23 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole("radio").some((radio) => radio.getAttribute("aria-checked") === "true"),
    ).toBe(false);
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { selectedId: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "黄金" })).toBeVisible();
    const twelve = canvas.getByRole("radio", { name: "12 个月" });
    await expect(twelve).toBeChecked();
    await expect(twelve).toHaveAccessibleDescription("省 40% 每月 US$29.00 US$348");
    await userEvent.click(canvas.getByRole("button", { name: "查看全部 16 项" }));
    await expect(canvas.getByText("免费翻译")).toBeVisible();
  },
};

const noop = () => {};

/** Gold beside silver, at a phone's width and a desktop column's, with either names, and in Chinese. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["phone (358 px), tier names", "desktop (480 px), generic names", "繁體中文 (358 px)"] as const}
      columns={["gold", "silver"] as const}
      render={(row, column) => (
        <InLanguage lang={row.startsWith("繁體中文") ? "zhtw" : "en"}>
          <UpgradeBox
            className={row.startsWith("desktop") ? "w-[480px]" : "w-[358px]"}
            tier={column === "gold" ? 2 : 1}
            packages={column === "gold" ? goldPackages : silverPackages}
            authorities={column === "gold" ? goldAuthorities : silverAuthorities}
            selectedId={row.startsWith("phone") ? 23 : row.startsWith("繁體中文") ? 12 : undefined}
            showTierName={!row.startsWith("desktop")}
            onSelect={noop}
          />
        </InLanguage>
      )}
    />
  ),
};
