import { defaultPayType, type PayType, PayType as PayTypes } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { PayMethodPicker, type PayMethodPickerProps } from "./pay-method-picker.tsx";
import { allMethods, noMethods, someMethods } from "./story-payments.ts";

/** The page holds the choice and starts it at the spec's default, as the pay pages do. */
function Choosing(args: PayMethodPickerProps) {
  const [value, setValue] = useState<PayType | undefined>(args.value);
  return (
    <PayMethodPicker
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: "Components/Payments/PayMethodPicker",
  component: PayMethodPicker,
  args: { list: someMethods, value: defaultPayType(someMethods), onChange: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <Choosing {...args} />
    </div>
  ),
} satisfies Meta<typeof PayMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("radiogroup", { name: t("store:payments.methods.label") }))
    .getAllByRole("radio")
    .map((radio) => radio.textContent);

/** Credits as the picker writes a balance in the story's language ("42.50 credits"). */
const creditsText = (count: number, amount: string) => t("store:payments.credits", { count, amount });
/** The credits method's text: its name, then the balance. */
const creditsCard = (count: number, amount: string) =>
  `${t("store:payments.methods.credits")}${t("store:payments.methods.balance", { amount: creditsText(count, amount) })}`;

/** The offered methods in the spec's order; the app's default is chosen; a click changes it. */
export const ChooseAMethod: Story = {
  play: async ({ canvas, args }) => {
    await expect(names(canvas)).toEqual(
      (["localCard", "cardService", "wintopay", "redirect"] as const).map((key) =>
        t(`store:payments.methods.${key}`),
      ),
    );
    // The app passed the spec's default (the local card service, first in the order).
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.localCard") })).toBeChecked();
    await userEvent.click(canvas.getByText(t("store:payments.methods.redirect")));
    await expect(args.onChange).toHaveBeenLastCalledWith(PayTypes.redirect);
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.redirect") })).toBeChecked();
    await expect(
      canvas.getByRole("radio", { name: t("store:payments.methods.localCard") }),
    ).not.toBeChecked();
  },
};

/** The chosen method is the app's: whatever `value` says is checked, and nothing else. */
export const ChosenByTheApp: Story = {
  args: { value: PayTypes.wintopay },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.wintopay") })).toBeChecked();
    await expect(
      canvas.getAllByRole("radio").filter((radio) => radio.getAttribute("aria-checked") === "true"),
    ).toHaveLength(1);
  },
};

/** Nothing chosen yet: the tab stops on the first method, and the arrows choose. */
export const Keyboard: Story = {
  args: { value: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("radio", { checked: true })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.localCard") })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.cardService") })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(PayTypes.cardService);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.redirect") })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(PayTypes.redirect);
  },
};

/** With `credits`, paying with credits is offered too, with the balance. */
export const WithCredits: Story = {
  args: { credits: { balance: 42.5 } },
  play: async ({ canvas, args }) => {
    await expect(names(canvas).at(-1)).toBe(creditsCard(42.5, "42.50"));
    const credits = canvas.getByRole("radio", { name: t("store:payments.methods.credits") });
    await expect(credits).toHaveAccessibleDescription(
      t("store:payments.methods.balance", { amount: creditsText(42.5, "42.50") }),
    );
    await userEvent.click(credits);
    await expect(args.onChange).toHaveBeenLastCalledWith(PayTypes.credits);
  },
};

/** Every flag on: the nine names, each pay type once (zero-pay is the local card's type 0). */
export const EveryMethod: Story = {
  args: { list: allMethods, credits: { balance: 1 } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("radiogroup")).getAllByRole("radio")).toHaveLength(9);
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.baiwantwo") })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: t("store:payments.methods.ipasspaytwo") })).toBeVisible();
    await expect(
      canvas.getByRole("radio", { name: t("store:payments.methods.credits") }),
    ).toHaveAccessibleDescription(t("store:payments.methods.balance", { amount: creditsText(1, "1") }));
  },
};

/** Nothing offered and no credits: the member is told, with no empty choice to make. */
export const NoneOffered: Story = {
  args: { list: noMethods, value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("store:payments.methods.none"))).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).toBeNull();
  },
};

/** Nothing from the list, but credits: credits alone. */
export const CreditsOnly: Story = {
  args: { list: noMethods, value: undefined, credits: { balance: 90 } },
  play: async ({ canvas }) => {
    await expect(names(canvas)).toEqual([creditsCard(90, "90")]);
    await expect(canvas.queryByText(t("store:payments.methods.none"))).toBeNull();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { credits: { balance: 40 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("radiogroup", { name: "付款方式" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "點數" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(PayTypes.credits);
    await expect(canvas.getByRole("radio", { name: "點數" })).toHaveAccessibleDescription("餘額：40 點");
  },
};

const rows = ["usual list", "with credits, chosen", "every method", "none offered", "繁體中文"] as const;
const noop = () => {};

/** Each list at a phone's width and a desktop column's. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={rows}
      columns={["phone (358 px)", "desktop (640 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <div className={column === "phone (358 px)" ? "w-[358px]" : "w-[640px]"}>
            <PayMethodPicker
              list={row === "every method" ? allMethods : row === "none offered" ? noMethods : someMethods}
              value={row === "with credits, chosen" ? PayTypes.credits : defaultPayType(someMethods)}
              credits={row === "usual list" || row === "none offered" ? undefined : { balance: 42.5 }}
              onChange={noop}
            />
          </div>
        </InLanguage>
      )}
    />
  ),
};
