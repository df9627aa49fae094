/**
 * /w/home/welcome and /m/home/welcome (issue 50): the first steps after a new member's first
 * sign-in: a photo (the avatar cropper), an about me, what they look for, a prompt. Each step is
 * skippable and saved as it is left; finishing or skipping the lot ends the flow on this device.
 */
import { PROFILE_PROMPTS, ProfileStorageKey } from "@site/contracts";
import { Avatar } from "@site/ui/avatar";
import { Button } from "@site/ui/button";
import { OnboardingSteps } from "@site/ui/onboarding-steps";
import { useToast } from "@site/ui/toast";
import { useFormik } from "formik";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { homePath } from "../../lib/device.ts";
import { useSchemaValidation } from "../../lib/forms.ts";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { useAvatarCropper } from "../feed/profile-media.tsx";
import {
  AboutField,
  InterestField,
  PromptFields,
  type StoryValues,
  storyPayload,
  storyValues,
} from "./profile-story.tsx";

const STEPS = ["photo", "about", "interest", "prompts"] as const;

/** Ends the flow on this device: it does not come back once shown. */
export function endOnboarding() {
  try {
    localStorage.removeItem(ProfileStorageKey.onboarding);
  } catch {
    // Nothing kept, nothing to end.
  }
}

export default function OnboardingPage() {
  const { t } = useTranslation("profile");
  const variant = useVariant();
  const navigate = useNavigate();
  const { profile, calls, setProfile } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const cropper = useAvatarCropper();
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  // Shown once: leaving the flow by the menu is as good as skipping it (home's nudge stays).
  useEffect(endOnboarding, []);
  const validate = useSchemaValidation(
    (s) => s.profilePayloadSchema,
    (v: StoryValues) =>
      profile && {
        email: profile.email,
        sex: profile.gender,
        birthday: profile.birthday,
        ...storyPayload(v),
      },
  );
  const initial = storyValues(profile ?? {});
  // A prompt is offered ready to answer: the first slot starts on the first prompt of the list.
  if (initial.slots[0] && initial.slots[0].key === "")
    initial.slots[0] = { key: PROFILE_PROMPTS[0], answer: "" };
  const form = useFormik<StoryValues>({
    initialValues: initial,
    validate,
    validateOnChange: false,
    onSubmit: async (values) => {
      if (!profile) return;
      const answer = await calls.profile({
        email: profile.email,
        sex: profile.gender,
        birthday: profile.birthday,
        ...storyPayload(values),
      });
      if (answer.status === 200 && answer.data) setProfile(answer.data);
      else show({ tone: "error", title: answerText(answer) });
    },
  });
  if (!profile) return null;

  const finish = () => setDone(true);
  const advance = async (save: boolean) => {
    const current = STEPS[step];
    // A skipped step keeps what the profile had: what was typed there is not saved by a later step.
    if (!save && current === "about") await form.setFieldValue("about", initial.about);
    if (!save && current === "interest") await form.setFieldValue("interest", initial.interest);
    if (!save && current === "prompts") await form.setFieldValue("slots", storyValues(profile ?? {}).slots);
    if (save && current !== "photo") {
      const errors = await form.validateForm();
      if (Object.keys(errors).length > 0) {
        void form.setTouched({ about: true, slots: [] });
        return;
      }
      await form.submitForm();
    }
    if (step + 1 >= STEPS.length) finish();
    else setStep(step + 1);
  };

  if (done)
    return (
      <div className={variant === "w" ? "py-10" : ""}>
        <section
          aria-labelledby="welcome-done"
          className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-surface p-8 text-center shadow-card ring-1 ring-ink-900/5"
        >
          <Avatar src={profile.avatar} name={profile.username} size="xl" />
          <h1 id="welcome-done" className="font-bold text-2xl text-ink-900">
            {t("onboarding.done.title")}
          </h1>
          <p className="text-ink-600">{t("onboarding.done.body")}</p>
          <Button onClick={() => navigate(homePath(variant), { replace: true })}>
            {t("onboarding.start")}
          </Button>
        </section>
      </div>
    );

  const key = STEPS[step] ?? "photo";
  const last = step === STEPS.length - 1;
  return (
    <div className={variant === "w" ? "py-6" : ""}>
      <OnboardingSteps
        variant={variant === "w" ? "web" : "mobile"}
        step={step}
        total={STEPS.length}
        title={t(`onboarding.${key}.title`)}
        description={
          step === 0 ? `${t("onboarding.intro")} ${t("onboarding.photo.body")}` : t(`onboarding.${key}.body`)
        }
        labels={{
          progress: t("onboarding.progress", { n: step + 1, total: STEPS.length }),
          skip: last ? t("onboarding.skipAll") : t("onboarding.skip"),
          back: t("onboarding.back"),
          next: last ? t("onboarding.finish") : t("onboarding.next"),
        }}
        busy={form.isSubmitting}
        onNext={() => void advance(true)}
        onSkip={() => void advance(false)}
        onBack={step > 0 ? () => setStep(step - 1) : undefined}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void advance(true);
          }}
        >
          {key === "photo" && (
            <div className="grid justify-items-center gap-4 py-2">
              <Avatar src={profile.avatar} name={profile.username} size="xl" />
              <Button variant="secondary" onClick={cropper.open}>
                {t("completeness.missing.avatar")}
              </Button>
            </div>
          )}
          {key === "about" && <AboutField form={form} />}
          {key === "interest" && <InterestField form={form} />}
          {key === "prompts" && <PromptFields form={form} slots={1} />}
        </form>
      </OnboardingSteps>
      {cropper.dialog}
    </div>
  );
}
