import { MESSAGE_MAX, SIGNATURE_MAX } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { TextArea } from "./text-area.tsx";

const meta = {
  title: "Primitives/TextArea",
  component: TextArea,
  args: { label: "Message", name: "message", className: "max-w-md", onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mail message: several lines, counted against the limit. */
export const MailMessage: Story = {
  args: { showCounter: true, maxLength: MESSAGE_MAX, placeholder: "Say hello…", required: true },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await expect(textarea).toBeRequired();
    await userEvent.type(textarea, "Hi!{Enter}How are you?");
    await expect(textarea).toHaveValue("Hi!\nHow are you?");
    await expect(canvas.getByText(`16 / ${MESSAGE_MAX}`)).toBeVisible();
    await userEvent.type(textarea, "x".repeat(60));
    await expect(canvas.getByText(`${MESSAGE_MAX} / ${MESSAGE_MAX}`)).toBeVisible();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Signature: Story = {
  args: {
    label: "Signature",
    name: "signature",
    rows: 2,
    showCounter: true,
    maxLength: SIGNATURE_MAX,
    defaultValue: "喜欢旅行和猫",
    hint: "Shown under your name",
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Signature" });
    await expect(canvas.getByText(`6 / ${SIGNATURE_MAX}`)).toBeVisible();
    await userEvent.clear(textarea);
    await expect(canvas.getByText(`0 / ${SIGNATURE_MAX}`)).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: "Please write a message" },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription("Please write a message");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Sending is paused" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeDisabled();
  },
};

/** Every size in every state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm", "md", "lg"] as const}
      columns={["empty", "filled", "counter", "error", "disabled"] as const}
      render={(size, state) => (
        <TextArea
          className="w-60"
          size={size}
          rows={3}
          label="Message"
          placeholder="Say hello…"
          defaultValue={state === "empty" ? undefined : "你好! Nice to meet you."}
          showCounter={state === "counter"}
          maxLength={MESSAGE_MAX}
          error={state === "error" ? "Please keep it under 50 characters" : undefined}
          disabled={state === "disabled"}
        />
      )}
    />
  ),
};
