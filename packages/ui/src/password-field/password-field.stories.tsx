import { PASSWORD_MAX, PASSWORD_MIN } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { inputVariants } from "../text-field/field-parts.tsx";
import { PasswordField } from "./password-field.tsx";

const meta = {
  title: "Primitives/PasswordField",
  component: PasswordField,
  argTypes: cvaArgTypes(inputVariants, { pick: ["size"] }),
  args: { label: "Password", name: "password", className: "max-w-sm", onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText("Password");
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.type(input, "s3cret!");
    await expect(input).toHaveValue("s3cret!");
    await expect(args.onChange).toHaveBeenCalledTimes(7);

    const toggle = canvas.getByRole("button", { name: t("ui:password.show") });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(input).toHaveValue("s3cret!");

    // Keyboard: the toggle is reachable and works with Space.
    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "password");
    await expect(toggle).toHaveFocus();
  },
};

/** Registration: a new password with its rule as a hint. */
export const NewPassword: Story = {
  args: {
    required: true,
    autoComplete: "new-password",
    maxLength: PASSWORD_MAX,
    hint: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  },
  play: async ({ canvas }) => {
    // The label's text holds the visual asterisk, which the accessible name leaves out.
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAccessibleName("Password");
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute("autocomplete", "new-password");
    await expect(input).toHaveAccessibleDescription(`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  },
};

export const WithError: Story = {
  args: { defaultValue: "123", error: "The password must have at least 6 characters" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Password");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("The password must have at least 6 characters");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "hidden" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Password")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: t("ui:password.show") })).toBeDisabled();
  },
};

/** Every size in every state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm", "md", "lg"] as const}
      columns={["empty", "hidden", "visible", "error", "disabled"] as const}
      render={(size, state) => (
        <PasswordField
          className="w-52"
          size={size}
          label="密码 Password"
          defaultValue={state === "empty" ? undefined : "rose1990"}
          defaultVisible={state === "visible"}
          error={state === "error" ? "Wrong password" : undefined}
          disabled={state === "disabled"}
        />
      )}
    />
  ),
};
