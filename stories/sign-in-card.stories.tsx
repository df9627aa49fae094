/**
 * A composition: the sign-in card the visitor screens build from the primitives, in every language
 * (its text comes from the `auth` and `messages` namespaces, as on the real sign-in screen).
 */
import type { Language } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { expect, userEvent } from "storybook/test";
import { i18nFor, withRouter } from "../.storybook/decorators.tsx";
import { Button } from "../packages/ui/src/button/button.tsx";
import { Checkbox } from "../packages/ui/src/checkbox/checkbox.tsx";
import { PasswordField } from "../packages/ui/src/password-field/password-field.tsx";
import { TextField } from "../packages/ui/src/text-field/text-field.tsx";

function SignInCard({
  failed = false,
}: {
  /** The server refused the username and password. */ failed?: boolean;
}) {
  const { t } = useTranslation(["auth", "messages"]);
  return (
    <section aria-labelledby="card-title" className="w-96 rounded-2xl bg-surface p-8 shadow-card">
      <h1 id="card-title" className="text-2xl font-bold text-ink-900">
        {t("auth:login.title")}
      </h1>
      <form className="mt-6 grid gap-4" onSubmit={(e) => e.preventDefault()}>
        <TextField label={t("auth:login.account")} name="account" />
        <PasswordField label={t("auth:login.password")} name="password" />
        <div className="flex items-center justify-between">
          <Checkbox label={t("auth:login.remember")} defaultChecked />
          <Link to="/w/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t("auth:links.forgot")}
          </Link>
        </div>
        {failed && (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
            {t("messages:answers.loginFailed")}
          </p>
        )}
        <Button type="submit" size="lg" block>
          {t("auth:login.submit")}
        </Button>
      </form>
    </section>
  );
}

const meta = {
  title: "Components/Compositions/Sign-in card",
  component: SignInCard,
  decorators: [withRouter],
  parameters: { route: "/w/login" },
} satisfies Meta<typeof SignInCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The translation of `key` in the language chosen in the toolbar. */
const tIn = (globals: Record<string, unknown>) => i18nFor((globals.locale ?? "en") as Language).t;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = tIn(globals);
    await userEvent.type(canvas.getByLabelText(t("auth:login.account")), "demo");
    await userEvent.click(canvas.getByRole("button", { name: t("ui:password.show") }));
    await expect(canvas.getByLabelText(t("auth:login.password"))).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("checkbox", { name: t("auth:login.remember") })).toBeChecked();
    await expect(canvas.getByRole("link", { name: t("auth:links.forgot") })).toHaveAttribute(
      "href",
      "/w/forgot-password",
    );
  },
};

export const WithServerError: Story = {
  name: "Refused by the server",
  args: { failed: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(tIn(globals)("messages:answers.loginFailed"));
  },
};
