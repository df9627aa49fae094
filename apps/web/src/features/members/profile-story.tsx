/**
 * The richer profile in the app (issue 50): the "about me", the answered prompts and what the
 * member looks for, as fields (the edit page, the phone's setup screen, the onboarding) and as
 * what the profile pages show (ProfileAbout, ProfileGallery). Limits come from contracts.
 */
import {
  ABOUT_MAX,
  INTEREST_CODES,
  PROFILE_PROMPTS,
  PROMPT_ANSWER_MAX,
  PROMPTS_MAX,
  type ProfilePrompt,
} from "@site/contracts";
import { Checkbox } from "@site/ui/checkbox";
import type { ProfileAboutProps } from "@site/ui/profile-about";
import { ProfileGallery, type ProfileGalleryPhoto } from "@site/ui/profile-gallery";
import { Select } from "@site/ui/select";
import { TextArea } from "@site/ui/text-field";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFieldError } from "../../lib/messages.ts";
import { interestCodes, useInterestNames } from "./interests.ts";

/** A prompt slot of the form: its key ("" for none) and answer. */
export type PromptSlot = { key: string; answer: string };

export interface StoryValues {
  about: string;
  slots: PromptSlot[];
  interest: string[];
}

/** The form's values from a profile: always PROMPTS_MAX slots, the answered ones first. */
export function storyValues(profile: {
  about?: string;
  prompts?: ProfilePrompt[];
  interest?: string;
}): StoryValues {
  const answered: PromptSlot[] = (profile.prompts ?? []).map((p) => ({ key: p.key, answer: p.answer }));
  const slots = [...answered, ...Array.from({ length: PROMPTS_MAX }, () => ({ key: "", answer: "" }))].slice(
    0,
    PROMPTS_MAX,
  );
  return { about: profile.about ?? "", slots, interest: interestCodes(profile.interest) };
}

/** The wire's fields from the form's: prompts with a key and an answer, interests as a comma list. */
export function storyPayload(values: StoryValues) {
  return {
    about: values.about.trim(),
    prompts: values.slots
      .filter((s) => s.key !== "" && s.answer.trim() !== "")
      .map((s) => ({ key: s.key, answer: s.answer.trim() })) as ProfilePrompt[],
    interest: values.interest.join(","),
  };
}

type StoryForm = {
  values: StoryValues;
  errors: Record<string, unknown>;
  touched: Record<string, unknown>;
  submitCount: number;
  setFieldValue: (field: string, value: unknown) => unknown;
  handleBlur: (event: React.FocusEvent) => void;
};

export function AboutField({ form }: { form: StoryForm }) {
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  return (
    <TextArea
      label={t("story.about")}
      name="about"
      rows={5}
      maxLength={ABOUT_MAX}
      showCounter
      hint={t("story.aboutHint")}
      value={form.values.about}
      onChange={(e) => void form.setFieldValue("about", e.target.value)}
      onBlur={form.handleBlur}
      error={fieldError(form, "about")}
    />
  );
}

export function InterestField({ form }: { form: StoryForm }) {
  const { t } = useTranslation("profile");
  const { t: tm } = useTranslation("members");
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-ink-800 text-sm">{t("story.interests")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {INTEREST_CODES.map((code) => (
          <Checkbox
            key={code}
            label={tm(`interest.${code}`)}
            checked={form.values.interest.includes(code)}
            onChange={(checked) =>
              void form.setFieldValue(
                "interest",
                checked
                  ? INTEREST_CODES.filter((c) => c === code || form.values.interest.includes(c))
                  : form.values.interest.filter((c) => c !== code),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Up to PROMPTS_MAX prompts: each slot picks a prompt no other slot has, and answers it. */
export function PromptFields({ form, slots = PROMPTS_MAX }: { form: StoryForm; slots?: number }) {
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  const error = fieldError({ ...form, touched: { prompts: true } }, "prompts");
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 font-medium text-ink-800 text-sm">{t("story.prompts")}</legend>
      <p className="-mt-2 text-ink-500 text-sm">{t("story.promptsHint", { max: PROMPTS_MAX })}</p>
      {form.values.slots.slice(0, slots).map((slot, i) => {
        const taken = new Set(form.values.slots.filter((_, j) => j !== i).map((s) => s.key));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed places, not a list that reorders
          <div key={i} className="grid gap-2 rounded-xl bg-surface-muted p-3 ring-1 ring-ink-900/5">
            <Select
              label={t("story.prompt", { n: i + 1 })}
              placeholder={t("story.choosePrompt")}
              value={slot.key}
              onChange={(key) => void form.setFieldValue(`slots.${i}.key`, key)}
              options={[
                { value: "", label: t("story.noPrompt") },
                ...PROFILE_PROMPTS.filter((key) => !taken.has(key)).map((key) => ({
                  value: key,
                  label: t(`prompts.${key}`),
                })),
              ]}
            />
            {slot.key !== "" && (
              <TextArea
                label={t("story.answer")}
                rows={2}
                maxLength={PROMPT_ANSWER_MAX}
                showCounter
                value={slot.answer}
                onChange={(e) => void form.setFieldValue(`slots.${i}.answer`, e.target.value)}
              />
            )}
          </div>
        );
      })}
      {error && (
        <p role="alert" className="font-medium text-danger-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** ProfileAbout's props for a member: labels, prompts in the reader's language, interests named. */
export function useAboutProps(
  member: { username: string; about?: string; prompts?: ProfilePrompt[]; interest?: string },
  own = false,
): Omit<ProfileAboutProps, "variant"> {
  const { t } = useTranslation("profile");
  const interests = useInterestNames(member.interest);
  return {
    about: member.about,
    prompts: (member.prompts ?? []).map((p) => ({
      key: p.key,
      question: t(`prompts.${p.key}`),
      answer: p.answer,
    })),
    interests,
    labels: {
      about: t("story.about"),
      prompts: t("story.prompts"),
      interests: t("story.interests"),
      languages: t("story.languages"),
      empty: own ? t("story.emptyOwn") : t("story.empty", { name: member.username }),
    },
  };
}

/** The member's photos as the header's gallery; none when they have no photos. */
export function useGallery(
  photos: readonly ProfileGalleryPhoto[] | undefined,
  name: string,
  variant: "web" | "mobile",
) {
  const { t } = useTranslation("profile");
  return useMemo(
    () =>
      photos && photos.length > 0 ? (
        <ProfileGallery
          variant={variant}
          photos={photos}
          labels={{
            region: t("gallery.region", { name }),
            previous: t("gallery.previous"),
            next: t("gallery.next"),
            position: (n, total) => t("gallery.position", { n, total }),
            photo: (n) => t("gallery.photo", { n, name }),
          }}
        />
      ) : undefined,
    [photos, name, variant, t],
  );
}
