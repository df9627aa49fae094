/** /m/home/my/Setup/*: data, changebrith, changegender, changesignature, lang, changepwd (spec §2). */
import {
  birthdayToDate,
  dateToBirthday,
  Gender,
  LANGUAGES,
  type Language,
  MOBILE_BIRTHDAY_MIN,
  SIGNATURE_MAX,
} from "@site/contracts";
import { formatDate, LANGUAGE_NAMES, setLanguage } from "@site/i18n";
import { Button } from "@site/ui/button";
import { RadioGroup } from "@site/ui/radio-group";
import { TextField } from "@site/ui/text-field";
import { useToast } from "@site/ui/toast";
import { useFormik } from "formik";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { countryName } from "../../lib/countries.ts";
import { useSchemaValidation } from "../../lib/forms.ts";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { MobilePage } from "../shell/mobile-bar.tsx";
import { ChangePasswordFields, useChangePassword } from "./change-password.tsx";
import { AboutField, InterestField, PromptFields, storyPayload, storyValues } from "./profile-story.tsx";

const iso = (ms: number) => {
  const d = birthdayToDate(ms);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
};

/** A settings sub-page: its bar leads back to the settings list. */
function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MobilePage title={title} back="/m/home/my/Setup/index" className="px-4 py-6">
      <div className="grid gap-4 rounded-xl bg-surface p-4 shadow-card">{children}</div>
    </MobilePage>
  );
}

function useSaveProfile() {
  const { profile, calls, setProfile } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const navigate = useNavigate();
  return async (change: { sex?: number; birthday?: number }) => {
    if (!profile) return;
    const answer = await calls.profile({
      email: profile.email,
      sex: profile.gender,
      birthday: profile.birthday,
      ...change,
    });
    show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
    if (answer.status === 200 && answer.data) {
      setProfile(answer.data);
      navigate("/m/home/my/Setup/index");
    }
  };
}

/**
 * What the member registered with and cannot change here (spec §2 "data"): a list of facts, not
 * boxes, which looked as if they could be typed into. The birthday has its own screen.
 */
function DataScreen() {
  const { t, i18n } = useTranslation("members");
  const { profile } = useSession();
  if (!profile) return null;
  const { year, month, day } = birthdayToDate(profile.birthday);
  const facts: [label: string, value: string][] = [
    [
      t("edit.birthday"),
      formatDate(Date.UTC(year, month - 1, day), i18n.language, "day", { timeZone: "UTC" }),
    ],
    [t("detail.country"), countryName(profile.country, i18n.language as Language)],
    [t("edit.email"), profile.email],
  ];
  return (
    <Screen title={t("mobile.setup.data")}>
      <dl className="-my-1 divide-y divide-ink-100">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 py-3 first:pt-1 last:pb-1">
            <dt className="text-ink-600 text-sm">{label}</dt>
            <dd className="break-words font-medium text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Screen>
  );
}

function BirthdayScreen() {
  const { t } = useTranslation("members");
  const { profile } = useSession();
  const save = useSaveProfile();
  const [value, setValue] = useState(profile ? iso(profile.birthday) : "1990-01-01");
  const [y, m, d] = value.split("-").map(Number);
  return (
    <Screen title={t("mobile.setup.birthday")}>
      <TextField
        label={t("edit.birthday")}
        type="date"
        min={MOBILE_BIRTHDAY_MIN}
        max={new Date().toISOString().slice(0, 10)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button onClick={() => y && m && d && save({ birthday: dateToBirthday(y, m, d) })}>
        {t("profile.save")}
      </Button>
    </Screen>
  );
}

function GenderScreen() {
  const { t } = useTranslation("members");
  const { profile } = useSession();
  const save = useSaveProfile();
  const [value, setValue] = useState(String(profile?.gender ?? Gender.male));
  return (
    <Screen title={t("mobile.setup.gender")}>
      <RadioGroup
        label={t("edit.gender")}
        value={value}
        onChange={setValue}
        options={[
          { value: String(Gender.male), label: t("male") },
          { value: String(Gender.female), label: t("female") },
        ]}
      />
      <Button onClick={() => save({ sex: Number(value) })}>{t("profile.save")}</Button>
    </Screen>
  );
}

function SignatureScreen() {
  const { t } = useTranslation("members");
  const { profile, calls, setProfile } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const navigate = useNavigate();
  const [value, setValue] = useState(profile?.signature ?? "");
  return (
    <Screen title={t("mobile.setup.signature")}>
      <TextField
        label={t("profile.signature")}
        maxLength={SIGNATURE_MAX}
        showCounter
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button
        onClick={async () => {
          const answer = await calls.changeSignature({ signature: value });
          show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
          if (answer.status === 200 && profile) {
            setProfile({ ...profile, signature: value });
            navigate("/m/home/my/Setup/index");
          }
        }}
      >
        {t("profile.save")}
      </Button>
    </Screen>
  );
}

/** Ours (issue 50): the about me, what one looks for and the prompts, saved with the profile call. */
function AboutScreen() {
  const { t } = useTranslation("members");
  const { t: tp } = useTranslation("profile");
  const { profile, calls, setProfile } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const navigate = useNavigate();
  const validate = useSchemaValidation(
    (s) => s.profilePayloadSchema,
    (v: ReturnType<typeof storyValues>) =>
      profile && {
        email: profile.email,
        sex: profile.gender,
        birthday: profile.birthday,
        ...storyPayload(v),
      },
  );
  const form = useFormik({
    initialValues: storyValues(profile ?? {}),
    validate,
    onSubmit: async (values) => {
      if (!profile) return;
      const answer = await calls.profile({
        email: profile.email,
        sex: profile.gender,
        birthday: profile.birthday,
        ...storyPayload(values),
      });
      show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
      if (answer.status === 200 && answer.data) {
        setProfile(answer.data);
        navigate(`/m/home/my/newsfeed/${profile.id}?type=3`);
      }
    },
  });
  return (
    <Screen title={tp("story.title")}>
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-6">
        <AboutField form={form} />
        <InterestField form={form} />
        <PromptFields form={form} />
        <Button type="submit" loading={form.isSubmitting}>
          {t("profile.save")}
        </Button>
      </form>
    </Screen>
  );
}

function LanguageScreen() {
  const { t, i18n } = useTranslation("members");
  const api = useMemberApi();
  const [value, setValue] = useState(i18n.language as Language);
  return (
    <Screen title={t("mobile.setup.language")}>
      <RadioGroup
        label={t("language.title")}
        value={value}
        onChange={(v) => setValue(v as Language)}
        options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      />
      <Button
        onClick={async () => {
          // Applied on save (spec §1), and kept on the server for mail in the member's language.
          await setLanguage(i18n, value);
          await api.saveLanguage(value);
        }}
      >
        {t("profile.save")}
      </Button>
    </Screen>
  );
}

function PasswordScreen() {
  const { t } = useTranslation("members");
  const navigate = useNavigate();
  const form = useChangePassword(() => navigate("/m/home/my/Setup/index"));
  return (
    <Screen title={t("mobile.setup.password")}>
      <form onSubmit={form.handleSubmit} noValidate className="grid gap-4">
        <ChangePasswordFields form={form} />
        <Button type="submit" loading={form.isSubmitting}>
          {t("edit.changeButton")}
        </Button>
      </form>
    </Screen>
  );
}

const SCREENS: Record<string, () => ReactNode> = {
  data: DataScreen,
  changebrith: BirthdayScreen,
  changegender: GenderScreen,
  changesignature: SignatureScreen,
  about: AboutScreen,
  lang: LanguageScreen,
  changepwd: PasswordScreen,
};

export default function MobileSetupPage() {
  const { section = "" } = useParams();
  const Screen = SCREENS[section] ?? DataScreen;
  return <Screen />;
}
