import { SIGNATURE_MAX } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { TextField } from "./text-field.tsx";

function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor">
      <path d="M3 4a2 2 0 0 0-2 2v.4l9 4.8 9-4.8V6a2 2 0 0 0-2-2H3Z" />
      <path d="m19 8.1-8.5 4.5a1 1 0 0 1-1 0L1 8.1V14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.1Z" />
    </svg>
  );
}

const meta = {
  title: "Primitives/TextField",
  component: TextField,
  args: {
    label: "Nickname",
    name: "nickname",
    placeholder: "How others see you",
    className: "max-w-sm",
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Nickname" });
    await userEvent.type(input, "Rose");
    await expect(input).toHaveValue("Rose");
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: { hint: "2 to 16 letters, digits or Chinese characters" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Nickname" })).toHaveAccessibleDescription(
      "2 to 16 letters, digits or Chinese characters",
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Nickname" })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { defaultValue: "R", hint: "2 to 16 characters", error: "The nickname is too short" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Nickname" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("The nickname is too short 2 to 16 characters");
    await expect(canvas.getByText("The nickname is too short")).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { label: "Email", name: "email", type: "email", placeholder: "you@example.com", icon: <MailIcon /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "rose@example.com");
    await expect(input).toHaveValue("rose@example.com");
  },
};

/** The signature: the counter follows typing and the input stops at the limit. */
export const WithCounter: Story = {
  args: {
    label: "Signature",
    name: "signature",
    placeholder: undefined,
    showCounter: true,
    maxLength: SIGNATURE_MAX,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Signature" });
    await expect(canvas.getByText(`0 / ${SIGNATURE_MAX}`)).toBeVisible();
    await userEvent.type(input, "Hello there");
    await expect(canvas.getByText(`11 / ${SIGNATURE_MAX}`)).toBeVisible();
    await userEvent.type(input, "x".repeat(40));
    await expect(input).toHaveValue(`Hello there${"x".repeat(SIGNATURE_MAX - 11)}`);
    await expect(canvas.getByText(`${SIGNATURE_MAX} / ${SIGNATURE_MAX}`)).toBeVisible();
  },
};

/** Controlled like formik: the counter reads the value it is given. */
export const Controlled: Story = {
  args: {
    label: "Signature",
    name: "signature",
    placeholder: undefined,
    showCounter: true,
    maxLength: SIGNATURE_MAX,
  },
  render: function Render(args) {
    const [value, setValue] = useState("Hi");
    return (
      <div className="space-y-3">
        <TextField {...args} value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="button" className="text-sm text-brand-700 underline" onClick={() => setValue("")}>
          Reset
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Signature" });
    await expect(canvas.getByText(`2 / ${SIGNATURE_MAX}`)).toBeVisible();
    await userEvent.type(input, " all");
    await expect(canvas.getByText(`6 / ${SIGNATURE_MAX}`)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(input).toHaveValue("");
    await expect(canvas.getByText(`0 / ${SIGNATURE_MAX}`)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Rose" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Nickname" })).toBeDisabled();
  },
};

/** Every size in every state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm", "md", "lg"] as const}
      columns={["empty", "filled", "icon", "hint", "required", "error", "counter", "disabled"] as const}
      render={(size, state) => (
        <TextField
          className="w-52"
          size={size}
          label={state === "icon" ? "Email" : "Nickname"}
          placeholder={state === "icon" ? "you@example.com" : "Your nickname"}
          icon={state === "icon" ? <MailIcon /> : undefined}
          defaultValue={
            state === "filled" || state === "error" || state === "disabled" ? "玫瑰 Rose" : undefined
          }
          hint={state === "hint" ? "Shown on your profile" : undefined}
          required={state === "required"}
          error={state === "error" ? "Please use 2 to 16 characters" : undefined}
          showCounter={state === "counter"}
          maxLength={state === "counter" ? SIGNATURE_MAX : undefined}
          disabled={state === "disabled"}
        />
      )}
    />
  ),
};
