/** Forgot password: mails a one-time link (the same answer whether or not the address has an account). */
import { ForgetStatus } from "@site/contracts";
import { Button } from "@site/ui/button";
import { TextField } from "@site/ui/text-field";
import { useFormik } from "formik";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSchemaValidation, useTypedBeforeHydration } from "../../lib/forms.ts";
import { useAnswerText, useFieldError } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { AuthCard, FormAlert } from "./auth-layout.tsx";
import { visitorLinks } from "./links.ts";

export default function ForgotPage() {
  const { t } = useTranslation("auth");
  const links = visitorLinks(useVariant());
  const { calls } = useSession();
  const answerText = useAnswerText();
  const fieldError = useFieldError();
  const [alert, setAlert] = useState("");
  const [sent, setSent] = useState("");

  const validate = useSchemaValidation((s) => s.forgetPayloadSchema);
  const form = useFormik({
    initialValues: { email: "" },
    validate,
    onSubmit: async ({ email }, { setFieldError }) => {
      setAlert("");
      const answer = await calls.forget({ email: email.trim() }).catch(() => undefined);
      if (!answer) return setAlert(t("network"));
      if (answer.status === 200) return setSent(answerText(answer));
      if (answer.status === ForgetStatus.formatError) setFieldError("email", answerText(answer));
      else setAlert(answerText(answer));
    },
  });
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formElement);

  if (sent) {
    return (
      <AuthCard title={t("forgot.sentTitle")}>
        <p role="status" className="text-ink-700">
          {sent}
        </p>
        <Link to={links.login} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {t("forgot.back")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      <form ref={formElement} onSubmit={form.handleSubmit} noValidate className="grid gap-4">
        <TextField
          label={t("forgot.email")}
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError(form, "email")}
        />
        <FormAlert>{alert}</FormAlert>
        <Button type="submit" size="lg" block loading={form.isSubmitting}>
          {form.isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
      </form>
      <Link to={links.login} className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t("forgot.back")}
      </Link>
    </AuthCard>
  );
}
