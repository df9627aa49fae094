/** The page the reset mail's link opens: a new password, set once with the link's code. */
import { PASSWORD_MAX } from "@site/contracts";
import { Button } from "@site/ui/button";
import { PasswordField } from "@site/ui/password-field";
import { useFormik } from "formik";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { useSchemaValidation } from "../../lib/forms.ts";
import { useAnswerText, useFieldError } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { AuthCard, FormAlert } from "./auth-layout.tsx";
import { visitorLinks } from "./links.ts";

export default function ResetPage() {
  const { t } = useTranslation("auth");
  const links = visitorLinks(useVariant());
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const { calls } = useSession();
  const answerText = useAnswerText();
  const fieldError = useFieldError();
  const [alert, setAlert] = useState("");
  const [done, setDone] = useState("");

  const validate = useSchemaValidation(
    (s) => s.resetPasswordFormSchema,
    (values: { newpassword: string; repassword: string }) => ({ ...values, code }),
  );
  const form = useFormik({
    initialValues: { newpassword: "", repassword: "" },
    validate,
    onSubmit: async ({ newpassword }) => {
      setAlert("");
      const answer = await calls.resetPassword({ code, newpassword }).catch(() => undefined);
      if (!answer) return setAlert(t("network"));
      if (answer.status === 200) setDone(answerText(answer));
      else setAlert(answerText(answer));
    },
  });

  if (!code) {
    return (
      <AuthCard title={t("reset.title")}>
        <p className="text-ink-700">{t("reset.missing")}</p>
        <Link to={links.forgot} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {t("links.forgot")}
        </Link>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title={t("reset.doneTitle")}>
        <p role="status" className="text-ink-700">
          {done}
        </p>
        <Link to={links.login} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {t("links.login")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4">
        <PasswordField
          label={t("reset.password")}
          name="newpassword"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={form.values.newpassword}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError(form, "newpassword")}
        />
        <PasswordField
          label={t("reset.repassword")}
          name="repassword"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={form.values.repassword}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError(form, "repassword")}
        />
        <FormAlert>{alert}</FormAlert>
        <Button type="submit" size="lg" block loading={form.isSubmitting}>
          {form.isSubmitting ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
