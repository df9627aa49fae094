/** The change-password form both variants use: old, new and repeat (spec §5), with its call. */
import { PASSWORD_MAX } from "@site/contracts";
import { PasswordField } from "@site/ui/password-field";
import { useToast } from "@site/ui/toast";
import { useFormik } from "formik";
import { useTranslation } from "react-i18next";
import { useSchemaValidation } from "../../lib/forms.ts";
import { useAnswerText, useFieldError } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";

const FIELDS = [
  ["oldpassword", "edit.oldPassword", "current-password"],
  ["newpassword", "edit.newPassword", "new-password"],
  ["repassword", "edit.repeat", "new-password"],
] as const;

export function useChangePassword(onDone: () => void) {
  const { calls } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const validate = useSchemaValidation((s) => s.changePasswordFormSchema);
  return useFormik({
    initialValues: { oldpassword: "", newpassword: "", repassword: "" },
    validate,
    onSubmit: async ({ oldpassword, newpassword }, { setFieldError }): Promise<void> => {
      const answer = await calls.changePassword({ oldpassword, newpassword });
      if (answer.status === 0) {
        setFieldError("oldpassword", answerText(answer));
        return;
      }
      show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
      if (answer.status === 200) onDone();
    },
  });
}

export function ChangePasswordFields({ form }: { form: ReturnType<typeof useChangePassword> }) {
  const { t } = useTranslation("members");
  const fieldError = useFieldError();
  return (
    <>
      {FIELDS.map(([name, label, autoComplete]) => (
        <PasswordField
          key={name}
          label={t(label)}
          name={name}
          maxLength={PASSWORD_MAX}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError(form, name)}
        />
      ))}
    </>
  );
}
