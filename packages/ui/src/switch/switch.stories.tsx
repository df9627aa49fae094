import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: { label: "Appear online", className: "max-w-sm", onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("switch", { name: "Appear online" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The label toggles too; Space works from the keyboard.
    await userEvent.click(canvas.getByText("Appear online"));
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** The mine page's online / hidden row, controlled, with a description of what it does. */
export const OnlineStatus: Story = {
  args: { description: "When off, you browse hidden and others see you offline", name: "online" },
  render: function Render(args) {
    const [online, setOnline] = useState(true);
    return (
      <div className="space-y-3">
        <Switch {...args} checked={online} onChange={setOnline} />
        <p className="text-sm text-ink-600">{online ? "Online" : "Hidden"}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Appear online" });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      "When off, you browse hidden and others see you offline",
    );
    await expect(document.querySelector('input[name="online"]')).toHaveAttribute("value", "on");
    await userEvent.click(toggle);
    await expect(canvas.getByText("Hidden")).toBeVisible();
  },
};

/** A label only screen readers hear, for a row that already shows what the switch does. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, size: "sm" },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Appear online" });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("switch", { name: "Appear online" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every size and label position, off, on and disabled. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm start", "sm end", "md start", "md end", "md hidden label"] as const}
      columns={["off", "on", "description", "disabled off", "disabled on"] as const}
      render={(row, state) => {
        const size = row.startsWith("sm") ? "sm" : "md";
        return (
          <Switch
            className="w-52"
            size={size}
            label="在线 Online"
            labelPosition={row.endsWith("end") ? "end" : "start"}
            hideLabel={row.endsWith("hidden label")}
            description={state === "description" ? "Others can see you" : undefined}
            defaultChecked={state === "on" || state === "disabled on"}
            disabled={state.startsWith("disabled")}
          />
        );
      }}
    />
  ),
};
