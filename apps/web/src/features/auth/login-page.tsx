/** Sign in with username or e-mail (spec §2 login). "Remember me" keeps the username, never the password. */
import { CONSOLE_HOME, isStaffRole, LoginStatus, StorageKey } from "@site/contracts";
import { Button } from "@site/ui/button";
import { Checkbox } from "@site/ui/checkbox";
import { PasswordField } from "@site/ui/password-field";
import { TextField } from "@site/ui/text-field";
import { useFormik } from "formik";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { homePath } from "../../lib/device.ts";
import { useSchemaValidation, useTypedBeforeHydration } from "../../lib/forms.ts";
import { useAnswerText, useFieldError } from "../../lib/messages.ts";
import { onboardingPending, welcomePath } from "../../lib/onboarding.ts";
import { useServerPage } from "../../lib/server-page.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { leaveSignInNotice } from "../privacy/sign-in-notice.tsx";
import { AuthCard, FormAlert, PhoneHero } from "./auth-layout.tsx";
import { visitorLinks } from "./links.ts";

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const variant = useVariant();
  const links = visitorLinks(variant);
  const { calls, signIn } = useSession();
  const navigate = useNavigate();
  const answerText = useAnswerText();
  const fieldError = useFieldError();
  const [alert, setAlert] = useState("");
  // The server cannot read the remembered name: a server-rendered form gets it once hydrated.
  const serverPage = useServerPage();
  const remembered = serverPage ? "" : (localStorage.getItem(StorageKey.rememberedAccount) ?? "");

  const validate = useSchemaValidation((s) => s.loginPayloadSchema);
  const form = useFormik({
    initialValues: { account: remembered, password: "", remember: true },
    validate,
    onSubmit: async ({ account, password, remember }) => {
      setAlert("");
      const answer = await calls.login({ account: account.trim(), password }).catch(() => undefined);
      if (!answer) return setAlert(t("network"));
      if (remember) localStorage.setItem(StorageKey.rememberedAccount, account.trim());
      else localStorage.removeItem(StorageKey.rememberedAccount);
      if ((answer.status === 200 || answer.status === LoginStatus.underReview) && answer.data?.token) {
        // Signing in cancelled a pending deletion: the shell tells the member (issue 15).
        if (answer.key === "privacy.signInCancelledDeletion") leaveSignInNotice(answerText(answer));
        signIn(answer.data);
        // Staff come to work: the console, not the member's home.
        navigate(
          isStaffRole(answer.data.role)
            ? CONSOLE_HOME
            : onboardingPending(answer.data.id)
              ? welcomePath(variant)
              : homePath(variant),
          { replace: true },
        );
        return;
      }
      setAlert(answerText(answer));
    },
  });

  const { setFieldValue } = form;
  useEffect(() => {
    const stored = serverPage && localStorage.getItem(StorageKey.rememberedAccount);
    if (stored) setFieldValue("account", stored);
  }, [serverPage, setFieldValue]);
  // After the remembered name: what the member typed before hydration has the last word.
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formElement);

  return (
    <>
      {variant === "m" && <PhoneHero />}
      <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
        <form ref={formElement} onSubmit={form.handleSubmit} noValidate className="grid gap-4">
          <TextField
            label={t("login.account")}
            name="account"
            autoComplete="username"
            value={form.values.account}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={fieldError(form, "account")}
          />
          <PasswordField
            label={t("login.password")}
            name="password"
            autoComplete="current-password"
            maxLength={64}
            value={form.values.password}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={fieldError(form, "password")}
          />
          <div className="flex items-center justify-between gap-3">
            <Checkbox
              name="remember"
              label={t("login.remember")}
              checked={form.values.remember}
              onChange={(checked: boolean) => void form.setFieldValue("remember", checked)}
            />
            <Link to={links.forgot} className="text-sm font-medium text-brand-700 hover:underline">
              {t("links.forgot")}
            </Link>
          </div>
          <FormAlert>{alert}</FormAlert>
          <Button type="submit" size="lg" block loading={form.isSubmitting}>
            {form.isSubmitting ? t("login.submitting") : t("login.submit")}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-ink-600">
          {t("links.noAccount")}{" "}
          <Link to={links.register} className="font-semibold text-brand-700 hover:underline">
            {t("links.register")}
          </Link>
        </p>
        <p className="mt-3 flex justify-center gap-4 text-sm text-ink-500">
          <Link to={links.blog} className="hover:text-ink-800">
            {t("links.blog")}
          </Link>
          <span aria-hidden>·</span>
          <Link to={links.terms} className="hover:text-ink-800">
            {t("links.terms")}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
