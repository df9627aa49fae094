import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { type DataColumn, DataTable } from "./data-table.tsx";

type Row = { id: number; name: string; country: string; credits: number; disabled?: boolean };
const rows: Row[] = [
  { id: 1, name: "LinMei", country: "Taiwan", credits: 120 },
  { id: 2, name: "Noah", country: "United States", credits: 15.5 },
  { id: 3, name: "Akiko", country: "Japan", credits: 0, disabled: true },
  { id: 4, name: "Zhang Wei", country: "China", credits: 2400 },
];
const columns: DataColumn<Row>[] = [
  { key: "name", header: "Member", cell: (r) => r.name, sortValue: (r) => r.name, rowHeader: true },
  { key: "country", header: "Country", cell: (r) => r.country, sortValue: (r) => r.country },
  { key: "credits", header: "Credits", cell: (r) => r.credits, sortValue: (r) => r.credits, numeric: true },
];

const meta = {
  title: "Components/Admin/DataTable",
  component: DataTable<Row>,
  args: {
    caption: "Members",
    columns,
    rows,
    rowKey: (r: Row) => r.id,
    empty: { title: "No member matches", hint: "Try another name." },
    rowTone: (r: Row) => (r.disabled ? "muted" : undefined),
    className: "max-w-2xl",
  },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

/** Clicking a header sorts by it; again reverses; the header says which way (aria-sort). */
export const Sorting: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Members" });
    await expect(names(table)).toEqual(["LinMei", "Noah", "Akiko", "Zhang Wei"]);
    const credits = canvas.getByRole("columnheader", { name: "Credits" });
    await userEvent.click(within(credits).getByRole("button"));
    await expect(credits).toHaveAttribute("aria-sort", "ascending");
    await expect(names(table)).toEqual(["Akiko", "Noah", "LinMei", "Zhang Wei"]);
    await userEvent.click(within(credits).getByRole("button"));
    await expect(credits).toHaveAttribute("aria-sort", "descending");
    await expect(names(table)).toEqual(["Zhang Wei", "LinMei", "Noah", "Akiko"]);
    await expect(canvas.getByRole("columnheader", { name: "Member" })).toHaveAttribute("aria-sort", "none");
  },
};

/** Server pages: the pager moves and stops at either end. */
export const Paged: Story = {
  args: { onPage: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <DataTable
        {...args}
        page={page}
        lastPage={3}
        onPage={(p) => {
          args.onPage?.(p);
          setPage(p);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: t("ui:table.previous") })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: t("ui:table.next") }));
    await userEvent.click(canvas.getByRole("button", { name: t("ui:table.next") }));
    await expect(args.onPage).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText(t("ui:table.pageOf", { page: 3, pages: 3 }))).toBeVisible();
    await expect(canvas.getByRole("button", { name: t("ui:table.next") })).toBeDisabled();
  },
};

/** Nothing matches: the empty state says so, in the table's frame. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No member matches")).toBeVisible();
    await expect(canvas.getByText("Try another name.")).toBeVisible();
  },
};

/** The first page is on its way: a spinner that says what loads. */
export const Loading: Story = {
  args: { rows: undefined, loading: true, loadingLabel: "Loading members" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading members" })).toBeVisible();
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["rows", "empty", "loading", "繁體中文"] as const}
      columns={["console"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <DataTable
            {...args}
            className="w-[560px]"
            rows={row === "empty" ? [] : row === "loading" ? undefined : rows}
            loading={row === "loading"}
            page={2}
            lastPage={row === "繁體中文" ? 4 : 1}
            onPage={() => {}}
            defaultSort={{ key: "credits", direction: "descending" }}
          />
        </InLanguage>
      )}
    />
  ),
};
