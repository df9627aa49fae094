/**
 * /w/home/user/edit: the avatar (its crop dialog), e-mail, birthday, gender; the change-password
 * dialog (800 px, spec §2); ours (issue 50): the about me, the prompts and what one looks for.
 */
import { birthdayToDate, dateToBirthday, Gender, ProfileStatus, WEB_BIRTH_YEARS_BACK } from "@site/contracts";
import { Avatar } from "@site/ui/avatar";
import { Button } from "@site/ui/button";
import { DateSelect } from "@site/ui/date-select";
import { Dialog } from "@site/ui/dialog";
import { PasswordField } from "@site/ui/password-field";
import { RadioGroup } from "@site/ui/radio-group";
import { SettingsSection } from "@site/ui/settings-section";
import { TextField } from "@site/ui/text-field";
import { useToast } from "@site/ui/toast";
import { useFormik } from "formik";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaValidation } from "../../lib/forms.ts";
import { useAnswerText, useFieldError } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useAvatarCropper } from "../feed/profile-media.tsx";
import { ChangePasswordFields, useChangePassword } from "./change-password.tsx";
import {
  AboutField,
  InterestField,
  PromptFields,
  type StoryValues,
  storyPayload,
  storyValues,
} from "./profile-story.tsx";

export default function EditProfilePage() {
  const { t } = useTranslation("members");
  const { t: tp } = useTranslation("profile");
  const { profile, calls, setProfile } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const fieldError = useFieldError();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { t: tf } = useTranslation("feed");
  const cropper = useAvatarCropper();
  // Me's completeness links here with #edit-story: the about me and prompts, brought into view.
  useEffect(() => {
    if (window.location.hash === "#edit-story") document.getElementById("edit-story")?.scrollIntoView();
  }, []);
  const thisYear = new Date().getFullYear();
  const years = useMemo(
    () =>
      Array.from(
        { length: WEB_BIRTH_YEARS_BACK.from - WEB_BIRTH_YEARS_BACK.to + 1 },
        (_, i) => thisYear - WEB_BIRTH_YEARS_BACK.to - i,
      ),
    [thisYear],
  );
  type Values = StoryValues & { email: string; sex: number; birthday: number; password: string };
  // The schema reads the wire's fields: the prompt slots become the answered prompts.
  const validate = useSchemaValidation(
    (s) => s.profilePayloadSchema,
    ({ slots, ...v }: Values) => ({ ...v, ...storyPayload({ ...v, slots }) }),
  );
  const form = useFormik<Values>({
    initialValues: {
      email: profile?.email ?? "",
      sex: profile?.gender ?? Gender.male,
      birthday: profile?.birthday ?? 0,
      password: "",
      ...storyValues(profile ?? {}),
    },
    validate,
    onSubmit: async (values, { setFieldError, setFieldValue }): Promise<void> => {
      const email = values.email.trim();
      const answer = await calls.profile({
        email,
        sex: values.sex,
        birthday: values.birthday,
        ...storyPayload(values),
        ...(email.toLowerCase() !== profile?.email.toLowerCase() ? { password: values.password } : {}),
      });
      if (answer.status === ProfileStatus.emailUsed) {
        setFieldError("email", answerText(answer));
        return;
      }
      if (answer.status === ProfileStatus.passwordNeeded) {
        setFieldError("password", answerText(answer));
        return;
      }
      if (answer.status === 200) void setFieldValue("password", "");
      show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
      if (answer.status === 200 && answer.data) setProfile(answer.data);
    },
  });
  if (!profile) return null;
  const date = birthdayToDate(form.values.birthday);
  const emailChanging = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <form onSubmit={form.handleSubmit} noValidate>
        <SettingsSection
          title={t("edit.title")}
          headingLevel={1}
          onSave={() => void form.handleSubmit()}
          saving={form.isSubmitting}
          saveLabel={t("edit.save")}
        >
          <div className="grid gap-4">
            <div className="flex items-center gap-4">
              <Avatar src={profile.avatar} name={profile.username} alt="" size="lg" />
              <div className="flex flex-col items-start gap-1.5">
                <span className="font-medium text-ink-800 text-sm">{t("edit.avatar")}</span>
                <Button size="sm" variant="secondary" onClick={cropper.open}>
                  {tf("avatar.change")}
                </Button>
              </div>
            </div>
            <TextField
              label={t("edit.email")}
              name="email"
              type="email"
              value={form.values.email}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={fieldError(form, "email")}
              hint={emailChanging ? t("edit.emailHint") : undefined}
            />
            {emailChanging && (
              <PasswordField
                label={t("edit.currentPassword")}
                name="password"
                autoComplete="current-password"
                value={form.values.password}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={fieldError(form, "password")}
              />
            )}
            <DateSelect
              label={t("edit.birthday")}
              years={years}
              value={date}
              onChange={(v) =>
                v && void form.setFieldValue("birthday", dateToBirthday(v.year, v.month, v.day))
              }
              error={fieldError(form, "birthday")}
            />
            <RadioGroup
              label={t("edit.gender")}
              layout="horizontal"
              value={String(form.values.sex)}
              onChange={(v) => void form.setFieldValue("sex", Number(v))}
              options={[
                { value: String(Gender.male), label: t("male") },
                { value: String(Gender.female), label: t("female") },
              ]}
            />
            <div>
              <Button variant="outline" onClick={() => setPasswordOpen(true)}>
                {t("edit.password")}
              </Button>
            </div>
            <section aria-labelledby="edit-story" className="grid gap-6 border-ink-100 border-t pt-6">
              <h2 id="edit-story" className="font-semibold text-ink-900 text-base">
                {tp("story.title")}
              </h2>
              <AboutField form={form} />
              <InterestField form={form} />
              <PromptFields form={form} />
            </section>
          </div>
        </SettingsSection>
      </form>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      {cropper.dialog}
    </div>
  );
}

function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("members");
  const form = useChangePassword(onClose);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t("edit.password")}
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t("edit.cancel")}
          </Button>
          <Button loading={form.isSubmitting} onClick={() => void form.handleSubmit()}>
            {t("edit.changeButton")}
          </Button>
        </div>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4">
        <ChangePasswordFields form={form} />
      </form>
    </Dialog>
  );
}
