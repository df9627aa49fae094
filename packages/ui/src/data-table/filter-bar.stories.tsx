import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { type Filter, FilterBar } from "./filter-bar.tsx";

const filters: Filter[] = [
  {
    name: "status",
    label: "Status",
    options: [
      { value: "", label: "Any status" },
      { value: "1", label: "Active" },
      { value: "3", label: "Disabled" },
    ],
  },
  {
    name: "vip",
    label: "Tier",
    options: [
      { value: "", label: "Any tier" },
      { value: "0", label: "Free" },
      { value: "2", label: "Gold" },
    ],
  },
];

const meta = {
  title: "Components/Admin/FilterBar",
  component: FilterBar,
  args: { searchLabel: "Find a member", query: "", filters, onQuery: fn(), onFilter: fn(), onClear: fn() },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches, choosing filters filters, and "Clear filters" appears once one is set. */
export const Filtering: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState("");
    const [values, setValues] = useState<Record<string, string>>({});
    return (
      <FilterBar
        {...args}
        query={query}
        values={values}
        onQuery={(q) => {
          args.onQuery(q);
          setQuery(q);
        }}
        onFilter={(name, value) => {
          args.onFilter?.(name, value);
          setValues((v) => ({ ...v, [name]: value }));
        }}
        onClear={() => {
          args.onClear?.();
          setQuery("");
          setValues({});
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button", { name: t("ui:table.clear") })).toBeNull();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Find a member" }), "lin");
    await expect(args.onQuery).toHaveBeenLastCalledWith("lin");
    await userEvent.click(canvas.getByRole("button", { name: /Status/ }));
    // The options float in a portal outside the story's canvas.
    await userEvent.click(await screen.findByRole("option", { name: "Disabled" }));
    await expect(args.onFilter).toHaveBeenLastCalledWith("status", "3");
    await userEvent.click(canvas.getByRole("button", { name: t("ui:table.clear") }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("searchbox", { name: "Find a member" })).toHaveValue("");
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["empty", "set", "简体中文"] as const}
      columns={["console"] as const}
      render={(row) => (
        <InLanguage lang={row === "简体中文" ? "zhcn" : "en"}>
          <FilterBar
            {...args}
            query={row === "empty" ? "" : "lin"}
            values={row === "empty" ? {} : { status: "3" }}
          />
        </InLanguage>
      )}
    />
  ),
};
