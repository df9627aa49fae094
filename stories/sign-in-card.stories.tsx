/** A composition: the sign-in card the visitor screens build from the primitives, in every language. */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "react-router-dom";
import { expect, userEvent } from "storybook/test";
import { withRouter } from "../.storybook/decorators.tsx";
import { t } from "../.storybook/story-i18n.ts";
import { Button } from "../packages/ui/src/button/button.tsx";
import { Checkbox } from "../packages/ui/src/checkbox/checkbox.tsx";
import { PasswordField } from "../packages/ui/src/password-field/password-field.tsx";
import { TextField } from "../packages/ui/src/text-field/text-field.tsx";

function SignInCard({ error }: { error?: string }) {
  return (
    <section aria-labelledby="card-title" className="w-96 rounded-2xl bg-surface p-8 shadow-card">
      <h1 id="card-title" className="text-2xl font-bold text-ink-900">
        Sign in
      </h1>
      <form className="mt-6 grid gap-4" onSubmit={(e) => e.preventDefault()}>
        <TextField label="Username or e-mail" name="account" />
        <PasswordField label="Password" name="password" />
        <div className="flex items-center justify-between">
          <Checkbox label="Remember me" defaultChecked />
          <Link to="/w/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        {error && (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" block>
          Sign in
        </Button>
      </form>
    </section>
  );
}

const meta = {
  title: "Compositions/Sign-in card",
  component: SignInCard,
  decorators: [withRouter],
  parameters: { route: "/w/login" },
} satisfies Meta<typeof SignInCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Username or e-mail"), "demo");
    await userEvent.click(canvas.getByRole("button", { name: t("ui:password.show") }));
    await expect(canvas.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/w/forgot-password",
    );
  },
};

export const WithServerError: Story = {
  args: { error: "The username or password is incorrect; please try again" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The username or password is incorrect; please try again",
    );
  },
};
