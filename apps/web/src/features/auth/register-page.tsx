/**
 * Registration (spec §3 Registration, §5 rules), with or without an invitation code. The rules are
 * the contracts' registerFormSchema: the same the server applies.
 *
 * The terms box starts unticked and the birthday empty in both variants, unlike spec §2's
 * defaults (CONTRIBUTING, "Spec defaults we changed on purpose"): consent and age are the
 * member's own statements, so the form refuses to send until both are given.
 */
import {
  AccountStatus,
  dateToBirthday,
  Gender,
  INTEREST_CODES,
  type Language,
  MOBILE_BIRTHDAY_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ProfileStorageKey,
  RegisterStatus,
  USERNAME_MAX,
  WEB_BIRTH_YEARS_BACK,
} from "@site/contracts";
import { Button } from "@site/ui/button";
import { Checkbox } from "@site/ui/checkbox";
import { DateSelect } from "@site/ui/date-select";
import { PasswordField } from "@site/ui/password-field";
import { RadioGroup } from "@site/ui/radio-group";
import { Select } from "@site/ui/select";
import { TextField } from "@site/ui/text-field";
import { useFormik } from "formik";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { countryOptions } from "../../lib/countries.ts";
import { homePath } from "../../lib/device.ts";
import { useSchemaValidation, useTypedBeforeHydration } from "../../lib/forms.ts";
import { useAnswerText, useFieldError } from "../../lib/messages.ts";
import { welcomePath } from "../../lib/onboarding.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { AuthCard, FormAlert } from "./auth-layout.tsx";
import { visitorLinks } from "./links.ts";

const today = () => new Date().toISOString().slice(0, 10);
const isoToBirthday = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return y && m && d ? dateToBirthday(y, m, d) : undefined;
};

type RegisterValues = {
  username: string;
  email: string;
  password: string;
  repassword: string;
  /** Unchosen until the member picks one: no gender is assumed. */
  sex: number | undefined;
  birthday: number | undefined;
  country: string;
  interest: string[];
  agree: boolean;
};

export default function RegisterPage() {
  const { t, i18n } = useTranslation("auth");
  const variant = useVariant();
  const links = visitorLinks(variant);
  const { code } = useParams();
  const { calls, signIn } = useSession();
  const navigate = useNavigate();
  const answerText = useAnswerText();
  const fieldError = useFieldError();
  const [alert, setAlert] = useState("");
  const countries = useMemo(() => countryOptions(i18n.language as Language), [i18n.language]);
  const thisYear = new Date().getFullYear();
  const years = useMemo(
    () =>
      Array.from(
        { length: WEB_BIRTH_YEARS_BACK.from - WEB_BIRTH_YEARS_BACK.to + 1 },
        (_, i) => thisYear - WEB_BIRTH_YEARS_BACK.to - i,
      ),
    [thisYear],
  );
  const [webDate, setWebDate] = useState<{ year: number; month: number; day: number } | null>(null);
  const [mobileDate, setMobileDate] = useState("");
  const formElement = useRef<HTMLFormElement>(null);
  // Set by a refused submit (or a field the server refused): the first invalid control takes
  // the focus once its error has rendered, so a keyboard or screen-reader user lands on it.
  const focusInvalid = useRef(false);

  // The schema reads interest as the wire's comma list.
  const validate = useSchemaValidation(
    (s) => s.registerFormSchema,
    (v: RegisterValues) => ({ ...v, interest: v.interest.join(",") }),
  );
  const form = useFormik<RegisterValues>({
    initialValues: {
      username: "",
      email: "",
      password: "",
      repassword: "",
      sex: undefined,
      birthday: undefined,
      country: "",
      interest: [],
      agree: false,
    },
    validate,
    onSubmit: async (values, { setFieldError }) => {
      focusInvalid.current = false;
      setAlert("");
      const payload = {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        sex: values.sex as 0 | 1,
        birthday: values.birthday as number,
        country: values.country,
        ...(code
          ? { code, interest: "" }
          : {
              interest: values.interest.join(","),
              source: variant === "m" ? ("Mobile" as const) : ("Web" as const),
            }),
      };
      const answer = await calls.register(payload).catch(() => undefined);
      if (!answer) return setAlert(t("network"));
      if (answer.status === 200 && answer.data?.token) {
        // Issue 50: once let in, the new member starts with the first steps (the onboarding).
        try {
          localStorage.setItem(ProfileStorageKey.onboarding, String(answer.data.id));
        } catch {
          // Without storage, home's nudge still leads to them.
        }
        signIn(answer.data);
        // Under review, home shows the notice, whose "Check again" leads to the first steps.
        navigate(
          answer.data.status === AccountStatus.underReview ? homePath(variant) : welcomePath(variant),
          {
            replace: true,
          },
        );
        return;
      }
      if (answer.status === RegisterStatus.usernameUsed) {
        focusInvalid.current = true;
        setFieldError("username", answerText(answer));
      } else if (answer.status === RegisterStatus.emailUsed) {
        focusInvalid.current = true;
        setFieldError("email", answerText(answer));
      } else setAlert(answerText(answer));
    },
  });
  useTypedBeforeHydration(form, formElement);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors or submits change
  useEffect(() => {
    if (!focusInvalid.current) return;
    const first = formElement.current?.querySelector<HTMLElement>(
      ':is(input, select, textarea, button)[aria-invalid="true"]',
    );
    if (!first) return;
    focusInvalid.current = false;
    first.focus();
  }, [form.errors, form.submitCount]);

  // Leaving a field for the submit button shows nothing yet: the submit shows every rule at once.
  // An error shown on the way would push the button down under the finger or pointer, and the
  // press would land beside it (a phone's tap on "Create account" did nothing).
  const blur = (event: React.FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.matches('button[type="submit"]'))
      return;
    form.handleBlur(event);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    focusInvalid.current = true;
    void form.handleSubmit(event);
  };

  // Formik validates a touch with the values of the last render: a choice marks its field touched
  // without that, and the value's own validation sees the choice.
  const choose = (name: "birthday" | "country" | "agree", value: unknown) => {
    void form.setFieldTouched(name, true, false);
    void form.setFieldValue(name, value);
  };
  const setBirthday = (ms: number | undefined) => choose("birthday", ms);

  return (
    <AuthCard
      title={t("register.title")}
      subtitle={code ? t("register.invited", { code }) : t("register.subtitle")}
    >
      <form ref={formElement} onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label={t("register.username")}
          hint={t("register.usernameHint")}
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX}
          value={form.values.username}
          onChange={form.handleChange}
          onBlur={blur}
          error={fieldError(form, "username")}
          required
        />
        <TextField
          label={t("register.email")}
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={blur}
          error={fieldError(form, "email")}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t("register.password")}
            hint={t("register.passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={form.values.password}
            onChange={form.handleChange}
            onBlur={blur}
            error={fieldError(form, "password")}
            required
          />
          <PasswordField
            label={t("register.repassword")}
            name="repassword"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={form.values.repassword}
            onChange={form.handleChange}
            onBlur={blur}
            error={fieldError(form, "repassword")}
            required
          />
        </div>
        <RadioGroup
          label={t("register.gender")}
          layout="horizontal"
          value={form.values.sex === undefined ? null : String(form.values.sex)}
          onChange={(v: string) => {
            void form.setFieldTouched("sex", true, false);
            void form.setFieldValue("sex", Number(v));
          }}
          error={fieldError(form, "sex")}
          required
          options={[
            { value: String(Gender.male), label: t("register.male") },
            { value: String(Gender.female), label: t("register.female") },
          ]}
        />
        {variant === "w" ? (
          <DateSelect
            label={t("register.birthday")}
            hint={t("register.birthdayHint")}
            years={years}
            value={webDate}
            onChange={(value: { year: number; month: number; day: number } | null) => {
              setWebDate(value);
              setBirthday(value ? dateToBirthday(value.year, value.month, value.day) : undefined);
            }}
            error={fieldError(form, "birthday")}
            required
          />
        ) : (
          <TextField
            label={t("register.birthday")}
            hint={t("register.birthdayHint")}
            name="birthday"
            type="date"
            min={MOBILE_BIRTHDAY_MIN}
            max={today()}
            value={mobileDate}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              setMobileDate(event.target.value);
              setBirthday(isoToBirthday(event.target.value));
            }}
            error={fieldError(form, "birthday")}
            required
          />
        )}
        <Select
          label={t("register.country")}
          name="country"
          options={countries}
          value={form.values.country}
          onChange={(value: string) => choose("country", value)}
          error={fieldError(form, "country")}
          required
        />
        {code ? (
          <TextField label={t("register.code")} name="code" value={code} readOnly />
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink-700">{t("register.interests")}</legend>
            <div className="grid grid-cols-2 gap-2">
              {INTEREST_CODES.map((interest) => (
                <Checkbox
                  key={interest}
                  name="interest"
                  value={interest}
                  label={t(`register.interest.${interest}`)}
                  checked={form.values.interest.includes(interest)}
                  onChange={(checked: boolean) =>
                    void form.setFieldValue(
                      "interest",
                      checked
                        ? [...form.values.interest, interest]
                        : form.values.interest.filter((i) => i !== interest),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
        <Checkbox
          name="agree"
          checked={form.values.agree}
          onChange={(checked: boolean) => choose("agree", checked)}
          error={fieldError(form, "agree")}
          required
          label={
            <>
              {t("register.agreeBefore")}{" "}
              <Link to={links.terms} target="_blank" className="font-medium text-brand-700 underline">
                {t("register.agreeLink")}
              </Link>
            </>
          }
        />
        <FormAlert>{alert}</FormAlert>
        <Button type="submit" size="lg" block loading={form.isSubmitting}>
          {form.isSubmitting ? t("register.submitting") : t("register.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        {t("links.haveAccount")}{" "}
        <Link to={links.login} className="font-semibold text-brand-700 hover:underline">
          {t("links.login")}
        </Link>
      </p>
    </AuthCard>
  );
}
