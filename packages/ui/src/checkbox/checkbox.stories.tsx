import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { boxVariants, Checkbox } from "./checkbox.tsx";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  argTypes: cvaArgTypes(boxVariants),
  args: { label: "Keep me signed in", name: "remember", onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The label toggles too, and Space from the keyboard.
    await userEvent.click(canvas.getByText("Keep me signed in"));
    await expect(box).not.toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    // A hidden input carries the choice in a native form submit.
    const hidden = document.querySelector('input[name="remember"]');
    await expect(hidden).toBeChecked();
    // A checked native box submits "on" under its name.
    await expect((hidden as HTMLInputElement).value).toBe("on");
  },
};

/** The register form's consent: a link inside the label opens the terms without ticking the box. */
export const WithLink: Story = {
  args: {
    name: "agree",
    value: "yes",
    required: true,
    label: (
      <>
        I am 18 or older and agree to the{" "}
        {/* The test runner's page must not navigate away; the app's link opens the terms. */}
        <a href="/terms" onClick={(event) => event.preventDefault()}>
          Terms of service
        </a>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "I am 18 or older and agree to the Terms of service" });
    await expect(box).toBeRequired();
    await userEvent.click(canvas.getByRole("link", { name: "Terms of service" }));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect((document.querySelector('input[name="agree"]') as HTMLInputElement).value).toBe("yes");
  },
};

export const WithDescription: Story = {
  args: { label: "Show me in search", description: "Members can find you by nickname", defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Show me in search" });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription("Members can find you by nickname");
  },
};

export const WithError: Story = {
  args: { label: "I agree to the Terms of service", error: "Please accept the terms to continue" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "I agree to the Terms of service" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Please accept the terms to continue");
  },
};

/** Controlled like formik: `checked` in, `onChange(checked)` out. */
export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <div className="space-y-2">
        <Checkbox {...args} checked={checked} onChange={setChecked} />
        <p className="text-sm text-ink-600">{checked ? "Remembered" : "Forgotten"}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Keep me signed in" }));
    await expect(canvas.getByText("Remembered")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every size in every state. */
/** In a grid whose headers say what each box is: the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { label: "Gold member: Search members", hideLabel: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Gold member: Search members" });
    // Clipped to a pixel (sr-only): heard, not seen.
    const frame = canvas.getByText("Gold member: Search members").parentElement as HTMLElement;
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm", "md"] as const}
      columns={
        [
          "unchecked",
          "checked",
          "indeterminate",
          "description",
          "error",
          "disabled",
          "disabledChecked",
        ] as const
      }
      render={(size, state) => (
        <Checkbox
          className="w-44"
          size={size}
          label="记住我 Remember me"
          defaultChecked={state === "checked" || state === "disabledChecked"}
          indeterminate={state === "indeterminate"}
          description={state === "description" ? "On this device" : undefined}
          error={state === "error" ? "Please tick this" : undefined}
          disabled={state === "disabled" || state === "disabledChecked"}
        />
      )}
    />
  ),
};
