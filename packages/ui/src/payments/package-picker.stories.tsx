import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { type PackageChoice, PackagePicker, type PackagePickerProps } from "./package-picker.tsx";
import { rechargePackages, seededPackages } from "./story-payments.ts";

/** The page holds the choice, as the recharge page does. */
function Choosing(args: PackagePickerProps) {
  const [choice, setChoice] = useState<PackageChoice>({ packageId: args.packageId, custom: args.custom });
  return (
    <PackagePicker
      {...args}
      {...choice}
      onChange={(next) => {
        args.onChange(next);
        setChoice(next);
      }}
    />
  );
}

const meta = {
  title: "Components/Payments/PackagePicker",
  tags: ["vip", "会员", "會員", "membership"],
  component: PackagePicker,
  args: { packages: rechargePackages, packageId: null, custom: "", onChange: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <Choosing {...args} />
    </div>
  ),
} satisfies Meta<typeof PackagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dollars as the cards write them in the story's language ("$10", "US$10"). */
const usd = (amount: number | string) => `${t("store:payments.dollar")}${amount}`;
/** Whole credits in the story's language ("10 credits"). */
const credits = (count: number) => t("store:payments.credits", { count, amount: String(count) });
/** A package card's text: its dollars, then its credits. */
const card = (amount: number) => `${usd(amount)}${credits(amount)}`;
const refusal = "Please enter an amount above 0, with at most 2 decimals";

/**
 * Issue 50: the catalog's order is the administrator's (the seeded one starts at $200); the cards
 * go from the cheapest up, none is chosen, and the usual package is marked, not chosen.
 */
export const NothingChosen: Story = {
  args: { packages: seededPackages, markedId: 1 },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("radiogroup", { name: t("store:payments.packages.label") });
    const radios = within(group).getAllByRole("radio");
    await expect(radios.map((radio) => radio.textContent)).toEqual([
      card(10),
      card(20),
      card(50),
      card(100),
      `${t("store:payments.packages.popular")}${card(200)}`,
      t("store:payments.packages.other"),
    ]);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole("radio", { name: usd(200) })).toHaveAccessibleDescription(
      `${t("store:payments.packages.popular")} ${credits(200)}`,
    );
    // Tab lands on the first card when nothing is chosen, and choosing is the member's.
    await userEvent.click(canvas.getByText(usd(20)));
    await expect(args.onChange).toHaveBeenLastCalledWith({ packageId: 3, custom: "" });
    await expect(canvas.getByRole("radio", { name: usd(20) })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: usd(200) })).not.toBeChecked();
  },
};

/** The usual package chosen: the mark stays beside the chosen state. */
export const MarkedAndChosen: Story = {
  args: { packages: seededPackages, markedId: 1, packageId: 1 },
  play: async ({ canvas }) => {
    const usual = canvas.getByRole("radio", { name: usd(200) });
    await expect(usual).toBeChecked();
    await expect(canvas.getByText(t("store:payments.packages.popular"))).toBeVisible();
  },
};

/** A card per package in dollars, its credits beside; choosing one hands over its id. */
export const ChooseAPackage: Story = {
  args: { packageId: 1 },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("radiogroup", { name: t("store:payments.packages.label") });
    const radios = within(group).getAllByRole("radio");
    await expect(radios.map((radio) => radio.textContent)).toEqual([
      card(10),
      card(30),
      card(50),
      card(100),
      card(200),
      card(500),
      t("store:payments.packages.other"),
    ]);
    const ten = canvas.getByRole("radio", { name: usd(10) });
    await expect(ten).toBeChecked();
    await expect(ten).toHaveAccessibleDescription(credits(10));

    await userEvent.click(canvas.getByText(usd(50)));
    await expect(args.onChange).toHaveBeenLastCalledWith({ packageId: 3, custom: "" });
    await expect(canvas.getByRole("radio", { name: usd(50) })).toBeChecked();
    await expect(ten).not.toBeChecked();
  },
};

/** Arrow keys move between the options, the typed amount included, as in a native radio group. */
export const Keyboard: Story = {
  args: { packageId: 5 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const twoHundred = canvas.getByRole("radio", { name: usd(200) });
    await expect(twoHundred).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: usd(500) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ packageId: 6, custom: "" });
    await userEvent.keyboard("{ArrowRight}");
    const other = canvas.getByRole("radio", { name: t("store:payments.packages.other") });
    await expect(other).toBeChecked();
    await expect(other).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ packageId: 0, custom: "" });
    // The amount box comes next in the tab order.
    await userEvent.tab();
    await expect(
      canvas.getByRole("textbox", { name: t("store:payments.packages.otherInput") }),
    ).toHaveFocus();
  },
};

/**
 * Every keystroke goes through the spec's rule: digits and one point, repeated dots collapsed,
 * leading zeros stripped, 2 decimals. Typing chooses the typed amount.
 */
export const TypedAmountIsCleaned: Story = {
  args: { packageId: 1 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: t("store:payments.packages.otherInput") });
    await expect(box).toHaveAttribute("inputmode", "decimal");
    await expect(box).toHaveAccessibleDescription(
      t("store:payments.packages.otherHint", { max: usd("10,000") }),
    );
    await userEvent.type(box, "0012..345");
    await expect(box).toHaveValue("12.34");
    await expect(args.onChange).toHaveBeenLastCalledWith({ packageId: 0, custom: "12.34" });
    await expect(canvas.getByRole("radio", { name: t("store:payments.packages.other") })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: usd(10) })).not.toBeChecked();

    await userEvent.clear(box);
    await userEvent.type(box, "abc7-,5.5x");
    await expect(box).toHaveValue("75.5");
    // Going back to a package keeps what was typed, for a change of mind.
    await userEvent.click(canvas.getByText(usd(30)));
    await expect(args.onChange).toHaveBeenLastCalledWith({ packageId: 2, custom: "75.5" });
    await expect(box).toHaveValue("75.5");
  },
};

/** A click in the box chooses the typed amount before a key is pressed. */
export const ClickInTheBox: Story = {
  args: { custom: "25" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: t("store:payments.packages.otherInput") }));
    await expect(args.onChange).toHaveBeenCalledWith({ packageId: 0, custom: "25" });
    await expect(canvas.getByRole("radio", { name: t("store:payments.packages.other") })).toBeChecked();
  },
};

/** The app's refusal shows under the options; the group and the box say so. */
export const WithError: Story = {
  args: { packageId: 0, custom: "0", error: refusal },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: t("store:payments.packages.label") });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(refusal)).toBeVisible();
    const box = canvas.getByRole("textbox", { name: t("store:payments.packages.otherInput") });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(
      `${t("store:payments.packages.otherHint", { max: usd("10,000") })} ${refusal}`,
    );
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { packages: seededPackages, markedId: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("radiogroup", { name: "选择金额" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "US$200" })).toHaveAccessibleDescription("热门 200 积分");
    await expect(canvas.getByRole("radio", { name: "US$100" })).toHaveAccessibleDescription("100 积分");
    await userEvent.type(canvas.getByRole("textbox", { name: "其他金额（美元）" }), "8.8.8");
    await expect(args.onChange).toHaveBeenLastCalledWith({ packageId: 0, custom: "8.88" });
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { packages: seededPackages, markedId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "選擇金額" })).toBeVisible();
    await expect(canvas.getByText("熱門")).toBeVisible();
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();
  },
};

const packagesOf = (count: number) => rechargePackages.concat(seededPackages).slice(0, count);
const counts = [1, 2, 3, 4, 5, 6, 7, 8, 11] as const;

/**
 * Issue 50: no empty cell whatever the catalog holds. Each row of cards spans the list's width,
 * the last one too, at a phone's width (358 px: iPhone SE's and Pixel 7's column), a narrow
 * phone's (300 px) and a desktop column's (640 px).
 */
export const GridWithoutHoles: Story = {
  render: () => (
    <div className="space-y-6">
      {[300, 358, 640].map((width) =>
        counts.map((count) => (
          <div key={`${width}-${count}`} data-testid={`grid-${width}-${count}`} style={{ width }}>
            <PackagePicker
              packages={packagesOf(count).map((pkg, id) => ({ ...pkg, id: id + 1 }))}
              packageId={null}
              custom=""
              onChange={noop}
            />
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const width of [300, 358, 640])
      for (const count of counts) {
        const list = within(canvas.getByTestId(`grid-${width}-${count}`)).getAllByRole(
          "list",
        )[0] as HTMLElement;
        const box = list.getBoundingClientRect();
        const cards = [...list.children].map((card) => card.getBoundingClientRect());
        await expect(cards).toHaveLength(count);
        const rows = new Map<number, DOMRect[]>();
        for (const card of cards)
          rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
        for (const row of rows.values()) {
          // The row starts at the list's start and ends at its end: nothing left empty.
          await expect(Math.abs((row[0] as DOMRect).left - box.left)).toBeLessThan(1);
          await expect(Math.abs((row.at(-1) as DOMRect).right - box.right)).toBeLessThan(1);
        }
        // Rows are even: no row has more than one card more than another.
        const sizes = [...rows.values()].map((row) => row.length);
        await expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
  },
};

const rows = [
  "nothing chosen, usual marked",
  "usual chosen",
  "package chosen",
  "amount typed",
  "refused",
  "简体中文",
  "繁體中文",
] as const;
const noop = () => {};
const languageOf = (row: (typeof rows)[number]) =>
  row === "简体中文" ? "zhcn" : row === "繁體中文" ? "zhtw" : "en";
const chosenIn = (row: (typeof rows)[number]) =>
  row === "usual chosen"
    ? 1
    : row === "package chosen" || row === "繁體中文"
      ? 4
      : row === "amount typed" || row === "refused"
        ? 0
        : null;

/** Each state at a phone's width and a desktop column's, with the seeded catalog (5 packages). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={rows}
      columns={["phone (358 px)", "desktop (640 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={languageOf(row)}>
          <div className={column === "phone (358 px)" ? "w-[358px]" : "w-[640px]"}>
            <PackagePicker
              packages={seededPackages}
              markedId={1}
              packageId={chosenIn(row)}
              custom={row === "amount typed" ? "12.34" : row === "refused" ? "0" : ""}
              error={
                row === "refused" ? "Please enter an amount above 0, with at most 2 decimals" : undefined
              }
              onChange={noop}
            />
          </div>
        </InLanguage>
      )}
    />
  ),
};
