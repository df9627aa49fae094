import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { StatCard } from "./stat-card.tsx";

const meta = {
  title: "Admin/StatCard",
  component: StatCard,
  args: { label: "Sign-ups today", value: "128", hint: "31 waiting for review", className: "w-64" },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A figure named by its label: a screen reader hears "Sign-ups today, 128". */
export const Figure: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: "Sign-ups today" });
    await expect(card).toHaveTextContent("128");
    await expect(card).toHaveTextContent("31 waiting for review");
  },
};

/** Something needs doing: the figure turns to the danger colour. */
export const Attention: Story = {
  args: { label: "Reports overdue", value: "3", hint: "Older than 24 hours", tone: "attention" },
  play: async ({ canvas }) => {
    const value = canvas.getByText("3");
    await expect(getComputedStyle(value).color).not.toBe(
      getComputedStyle(canvas.getByText("Reports overdue")).color,
    );
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["neutral", "attention", "good"] as const}
      columns={["dashboard"] as const}
      render={(row) => (
        <StatCard
          {...args}
          tone={row}
          label={row === "attention" ? "Reports overdue" : row === "good" ? "Revenue today" : args.label}
          value={row === "attention" ? "3" : row === "good" ? "$1,240" : args.value}
        />
      )}
    />
  ),
};
