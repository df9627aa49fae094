import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { DailyBars } from "./daily-bars.tsx";

const signups = [12, 18, 9, 22, 30, 27, 15, 19, 24, 31, 28, 16, 20, 35].map((value, i) => ({
  day: `2026-11-${String(13 + i).padStart(2, "0")}`,
  value,
}));
const usd = new Intl.NumberFormat("en-GB", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

const meta = {
  title: "Admin/DailyBars",
  component: DailyBars,
  args: {
    title: "Sign-ups, last 14 days",
    valueLabel: "Sign-ups",
    dayLabel: "Day",
    data: signups,
    locale: "en-GB",
    className: "w-[560px]",
  },
} satisfies Meta<typeof DailyBars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bar per day, drawn; the same figures in a table a screen reader reads. */
export const SignUps: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(14));
    const figure = canvas.getByRole("figure", { name: "Sign-ups, last 14 days" });
    await expect(figure).toBeVisible();
    const table = canvas.getByRole("table", { name: "Sign-ups, last 14 days" });
    await expect(table).toHaveTextContent("26 Nov");
    await expect(canvas.getByRole("rowheader", { name: "26 Nov" }).nextElementSibling).toHaveTextContent(
      "35",
    );
  },
};

/** Money: the axis and the table say it in the currency. */
export const Revenue: Story = {
  args: {
    title: "Revenue, last 14 days",
    valueLabel: "Revenue",
    data: signups.map((d) => ({ ...d, value: d.value * 17 })),
    format: (v: number) => usd.format(v),
    tone: "text-success-600",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("rowheader", { name: "26 Nov" }).nextElementSibling).toHaveTextContent(
      "US$595",
    );
  },
};

/** Nothing yet: flat, and still readable. */
export const Quiet: Story = {
  args: { data: signups.map((d) => ({ ...d, value: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("cell").every((c) => c.textContent === "0")).toBe(true);
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["sign-ups", "revenue", "简体中文"] as const}
      columns={["dashboard card"] as const}
      render={(row) => (
        <DailyBars
          {...args}
          locale={row === "简体中文" ? "zh-CN" : "en-GB"}
          data={row === "revenue" ? signups.map((d) => ({ ...d, value: d.value * 17 })) : signups}
          tone={row === "revenue" ? "text-success-600" : "text-brand-500"}
          format={row === "revenue" ? (v: number) => usd.format(v) : undefined}
        />
      )}
    />
  ),
};
