import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { RadioGroup, type RadioOption } from "./radio-group.tsx";

const gender: RadioOption[] = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
];

const frequency: RadioOption[] = [
  { value: "immediately", label: "Immediately", description: "A mail for every new message" },
  { value: "automatically", label: "Automatically", description: "A daily summary when you are away" },
  { value: "never", label: "Never" },
];

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { label: "Gender", name: "gender", options: gender, layout: "horizontal", onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The register form's gender: side by side. */
export const Horizontal: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Gender" });
    await expect(group).toBeVisible();
    const male = canvas.getByRole("radio", { name: "Male" });
    const female = canvas.getByRole("radio", { name: "Female" });
    await expect(male).not.toBeChecked();
    await userEvent.click(canvas.getByText("Female"));
    await expect(female).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("female");
    // Arrow keys move the choice, as in a native radio group.
    await expect(female).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(male).toBeChecked();
    await expect(male).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("male");
    await expect(document.querySelector('input[name="gender"]')).toHaveAttribute("value", "male");
  },
};

/** The notification frequency: stacked, with descriptions. */
export const Vertical: Story = {
  args: {
    label: "Email notifications",
    name: "frequency",
    options: frequency,
    layout: "vertical",
    defaultValue: "automatically",
  },
  play: async ({ canvas, args }) => {
    const automatically = canvas.getByRole("radio", { name: "Automatically" });
    await expect(automatically).toBeChecked();
    await expect(automatically).toHaveAccessibleDescription("A daily summary when you are away");
    // Only the chosen radio is in the tab order.
    await userEvent.tab();
    await expect(automatically).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Never" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Immediately" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("immediately");
  },
};

/** Controlled like formik: `value` in, `onChange(value)` out. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <div className="space-y-3">
        <RadioGroup {...args} value={value} onChange={setValue} />
        <p className="text-sm text-ink-600">Chosen: {value ?? "nothing"}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Chosen: nothing")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Male" }));
    await expect(canvas.getByText("Chosen: male")).toBeVisible();
  },
};

export const WithError: Story = {
  args: { required: true, hint: "Shown on your profile", error: "Please choose your gender" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Gender" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAccessibleDescription("Shown on your profile Please choose your gender");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "female" },
  play: async ({ canvas, args }) => {
    const male = canvas.getByRole("radio", { name: "Male" });
    await expect(male).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(male, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole("radio", { name: "Female" })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every layout and size in every state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["horizontal sm", "horizontal md", "vertical sm", "vertical md"] as const}
      columns={["empty", "chosen", "error", "disabled"] as const}
      render={(row, state) => {
        const [layout, size] = row.split(" ") as ["horizontal" | "vertical", "sm" | "md"];
        return (
          <RadioGroup
            layout={layout}
            size={size}
            label="性别 Gender"
            options={layout === "vertical" ? frequency.slice(0, 2) : gender}
            defaultValue={
              state === "chosen" || state === "disabled"
                ? layout === "vertical"
                  ? "immediately"
                  : "female"
                : undefined
            }
            error={state === "error" ? "Please choose one" : undefined}
            disabled={state === "disabled"}
            className="w-56"
          />
        );
      }}
    />
  ),
};
