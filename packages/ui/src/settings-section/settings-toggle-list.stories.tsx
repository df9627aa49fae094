import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { SettingsToggleList, type SettingsToggleListProps } from "./settings-toggle-list.tsx";
import { generalItems, notifyItems } from "./story-settings.ts";

const meta = {
  title: "Components/Members/SettingsToggleList",
  component: SettingsToggleList,
  args: { legend: "Email me about", items: notifyItems, onChange: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof SettingsToggleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled: each change reports the key and the new value; the app passes the new items back. */
export const Notifications: Story = {
  render: function Render(args: SettingsToggleListProps) {
    const [items, setItems] = useState(args.items);
    return (
      <SettingsToggleList
        {...args}
        items={items}
        onChange={(key, checked) => {
          args.onChange(key, checked);
          setItems((list) => list.map((item) => (item.key === key ? { ...item, checked } : item)));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("group", { name: "Email me about" });
    await expect(within(group).getAllByRole("checkbox")).toHaveLength(10);
    const credits = within(group).getByRole("checkbox", { name: "Credits granted" });
    await userEvent.click(credits);
    await expect(args.onChange).toHaveBeenLastCalledWith("form9", false);
    await expect(credits).not.toBeChecked();
    // Space toggles it back, as on any checkbox.
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith("form9", true);
    await expect(credits).toBeChecked();
  },
};

/** The checked state comes from the items: without the app's update nothing changes. */
export const ControlledOnly: Story = {
  args: { legend: "Privacy", items: generalItems },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Show me in member lists and searches" });
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith("form1", false);
    await expect(box).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "New mail" });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const noop = () => {};
const someOff = {
  "one item": generalItems.map((item) => ({ ...item, checked: false })),
  "ten items": notifyItems.map((item, index) => ({ ...item, checked: index % 3 !== 0 })),
};

/** Short and long lists, all on, some off, disabled. */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={["one item", "ten items"] as const}
      columns={["all on", "some off", "disabled"] as const}
      render={(row, column) => {
        const items = column === "some off" ? someOff[row] : row === "one item" ? generalItems : notifyItems;
        return (
          <div className="w-[28rem]">
            <SettingsToggleList
              legend={row === "one item" ? "Privacy" : "Email me about"}
              items={items}
              onChange={noop}
              disabled={column === "disabled"}
            />
          </div>
        );
      }}
    />
  ),
};
