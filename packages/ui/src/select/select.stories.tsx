import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Select, type SelectOption } from "./select.tsx";

const education: SelectOption[] = [
  { value: "high-school", label: "High school" },
  { value: "college", label: "College" },
  { value: "bachelor", label: "Bachelor's degree" },
  { value: "master", label: "Master's degree" },
  { value: "doctorate", label: "Doctorate", disabled: true },
];

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { inputVariants } from "../text-field/field-parts.tsx";

const meta = {
  title: "Primitives/Select",
  component: Select,
  argTypes: cvaArgTypes(inputVariants, { pick: ["size"] }),
  args: { label: "Education", name: "education", options: education, className: "max-w-sm", onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: /Education/ });
    await expect(button).toHaveTextContent(t("ui:select.placeholder"));
    await userEvent.click(button);
    // The options float in a portal outside the story's canvas.
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(screen.getByRole("option", { name: "College" }));
    await expect(args.onChange).toHaveBeenCalledWith("college");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(button).toHaveTextContent("College");
    // The hidden input carries the choice in a native form submit.
    await expect(document.querySelector('input[name="education"]')).toHaveValue("college");
  },
};

/** Opened and chosen with the keyboard only; disabled options are skipped. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: /Education/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Space opens, like a native select; Enter is left to submit the form.
    await userEvent.keyboard(" ");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard("{End}");
    await expect(screen.getByRole("option", { name: "Master's degree" })).toHaveAttribute("data-focus");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("bachelor");
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveTextContent("Bachelor's degree");
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(button).toHaveTextContent("Bachelor's degree");
  },
};

/** Controlled like formik: `value` in, `onChange(value)` out. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string>("master");
    return (
      <div className="space-y-3">
        <Select {...args} value={value} onChange={setValue} />
        <p className="text-sm text-ink-600">Chosen: {value || "nothing"}</p>
        <button type="button" className="text-sm text-brand-700 underline" onClick={() => setValue("")}>
          Clear
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: /Education/ });
    await expect(button).toHaveTextContent("Master's degree");
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole("option", { name: "High school" }));
    await expect(canvas.getByText("Chosen: high-school")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(button).toHaveTextContent(t("ui:select.placeholder"));
  },
};

export const WithError: Story = {
  args: { required: true, hint: "Shown on your profile", error: "Please choose your education" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: /Education/ });
    await expect(button).toHaveAttribute("aria-invalid", "true");
    await expect(button).toHaveAccessibleName(new RegExp(`^Education \\(${t("ui:required")}\\)`));
    await expect(button).toHaveAccessibleDescription(/Please choose your education/);
    await expect(canvas.getByText("Please choose your education")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "college" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: /Education/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  },
};

/** Every size in every state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm", "md", "lg"] as const}
      columns={["placeholder", "chosen", "required", "error", "disabled"] as const}
      render={(size, state) => (
        <Select
          className="w-52"
          size={size}
          label="学历 Education"
          options={education}
          defaultValue={state === "chosen" || state === "disabled" ? "bachelor" : undefined}
          required={state === "required"}
          error={state === "error" ? "Please choose one" : undefined}
          disabled={state === "disabled"}
        />
      )}
    />
  ),
};
