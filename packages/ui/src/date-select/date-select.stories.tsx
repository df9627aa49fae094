import { WEB_BIRTH_YEARS_BACK } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { type DateParts, DateSelect, monthNames } from "./date-select.tsx";

/** The register form's years as of 2026, fixed here so the stories and their baselines stay put. */
const THIS_YEAR = 2026;
const years = Array.from(
  { length: WEB_BIRTH_YEARS_BACK.from - WEB_BIRTH_YEARS_BACK.to + 1 },
  (_, i) => THIS_YEAR - WEB_BIRTH_YEARS_BACK.from + i,
);

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { inputVariants } from "../text-field/field-parts.tsx";

const meta = {
  title: "Primitives/DateSelect",
  component: DateSelect,
  argTypes: cvaArgTypes(inputVariants, { pick: ["size"] }),
  args: { label: "Birthday", name: "birthday", years, className: "max-w-sm", onChange: fn() },
} satisfies Meta<typeof DateSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("group", { name: "Birthday" });
    await expect(group).toBeVisible();
    const year = canvas.getByRole("combobox", { name: t("store:payments.card.year") });
    const month = canvas.getByRole("combobox", { name: t("store:payments.card.month") });
    const day = canvas.getByRole("combobox", { name: t("ui:date.day") });
    await expect(
      canvas.getByRole("option", { name: t("ui:date.yearOption", { year: THIS_YEAR - 72 }) }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole("option", { name: t("ui:date.yearOption", { year: THIS_YEAR - 19 }) }),
    ).toBeInTheDocument();
    // Months by name; the value sent stays the number.
    const months = monthNames(storyLanguage());
    await expect(within(month).getByRole("option", { name: months[0] as string })).toHaveValue("1");
    await expect(within(month).getByRole("option", { name: months[8] as string })).toHaveValue("9");
    await expect(within(month).queryByRole("option", { name: "9" })).toBeNull();

    await userEvent.selectOptions(year, "2000");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.selectOptions(month, months[1] as string);
    await expect(month).toHaveDisplayValue(months[1] as string);
    // 2000 is a leap year: February has 29 days.
    await expect(day.querySelectorAll("option:not([disabled])")).toHaveLength(29);
    await userEvent.selectOptions(day, "29");
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2000, month: 2, day: 29 });

    // 2001 is not: the 29th is clamped to the 28th.
    await userEvent.selectOptions(year, "2001");
    await expect(day).toHaveValue("28");
    await expect(day.querySelectorAll("option:not([disabled])")).toHaveLength(28);
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2001, month: 2, day: 28 });
  },
};

/** Tab walks year, month, day; a day past the new month's end is clamped. */
export const ClampsDay: Story = {
  args: { defaultValue: { year: 1990, month: 3, day: 31 } },
  play: async ({ canvas, args }) => {
    const year = canvas.getByRole("combobox", { name: t("store:payments.card.year") });
    const month = canvas.getByRole("combobox", { name: t("store:payments.card.month") });
    const day = canvas.getByRole("combobox", { name: t("ui:date.day") });
    await userEvent.tab();
    await expect(year).toHaveFocus();
    await userEvent.tab();
    await expect(month).toHaveFocus();
    // Arrow keys inside a native select are the browser's own; choosing is what reaches React.
    await userEvent.selectOptions(month, "4");
    await expect(day).toHaveValue("30");
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 1990, month: 4, day: 30 });
    await userEvent.tab();
    await expect(day).toHaveFocus();
  },
};

/** Controlled like formik; a reset to null clears all three. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<DateParts | null>({ year: 1995, month: 6, day: 15 });
    return (
      <div className="space-y-3">
        <DateSelect {...args} value={value} onChange={setValue} />
        <p className="text-sm text-ink-600">
          Value: {value ? `${value.year}-${value.month}-${value.day}` : "none"}
        </p>
        <button type="button" className="text-sm text-brand-700 underline" onClick={() => setValue(null)}>
          Reset
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: t("store:payments.card.year") })).toHaveValue("1995");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: t("ui:date.day") }), "20");
    await expect(canvas.getByText("Value: 1995-6-20")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(canvas.getByText("Value: none")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: t("store:payments.card.year") })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: t("ui:date.day") })).toHaveValue("");
  },
};

/** Chinese writes months by number with 月, in either script; the value is the number. */
export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { label: "生日", defaultValue: { year: 1992, month: 8, day: 17 } },
  play: async ({ canvas, args }) => {
    const month = canvas.getByRole("combobox", { name: "月" });
    await expect(month).toHaveDisplayValue("8月");
    // The three read alike: a number and its unit, with no space between.
    await expect(canvas.getByRole("combobox", { name: "年" })).toHaveDisplayValue("1992年");
    await expect(canvas.getByRole("combobox", { name: "日" })).toHaveDisplayValue("17日");
    await expect(canvas.getByRole("option", { name: "12月" })).toHaveValue("12");
    await userEvent.selectOptions(month, "12月");
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 1992, month: 12, day: 17 });
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { label: "生日" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("option", { name: "9月" })).toHaveValue("9");
    await expect(canvas.queryByRole("option", { name: "九月" })).toBeNull();
  },
};

/** Short month names fit a third of a narrow form, whatever the size ("Sep", never a cut "Septem"). */
export const NarrowShortNames: Story = {
  args: { size: "lg", className: "w-72", defaultValue: { year: 1992, month: 9, day: 17 } },
  play: async ({ canvas }) => {
    const month = canvas.getByRole("combobox", { name: t("store:payments.card.month") });
    await expect(month).toHaveDisplayValue(monthNames(storyLanguage())[8] as string);
    await expect(month).toHaveValue("9");
  },
};

export const WithError: Story = {
  args: { required: true, hint: "You must be 18 or older", error: "Please choose your birthday" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Birthday" });
    await expect(group).toHaveAccessibleDescription("Please choose your birthday You must be 18 or older");
    for (const part of ["ui:date.year", "ui:date.month", "ui:date.day"] as const) {
      const select = canvas.getByRole("combobox", { name: t(part) });
      await expect(select).toBeInvalid();
      await expect(select).toBeRequired();
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { year: 1988, month: 12, day: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: t("store:payments.card.year") })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: t("ui:date.day") })).toHaveValue("1");
  },
};

/** Every size in every state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm", "md", "lg"] as const}
      columns={["empty", "chosen", "required", "error", "disabled"] as const}
      render={(size, state) => (
        <DateSelect
          // Five columns within the baseline's 1600 px.
          className="w-72"
          size={size}
          label="生日 Birthday"
          years={years}
          defaultValue={state === "chosen" || state === "disabled" ? { year: 1992, month: 8, day: 17 } : null}
          required={state === "required"}
          error={state === "error" ? "Please choose a date" : undefined}
          disabled={state === "disabled"}
        />
      )}
    />
  ),
};
