/**
 * Validation schemas shared by the forms and the server. Messages are `MessageRef`s
 * (`{ key, values }`): the server turns them into English `msg`, the forms into the reader's language.
 */
import * as yup from "yup";
import { MEDIA_PATH_PATTERN } from "./feed.ts";

/** For callers that load the schemas lazily and need to recognise their errors. */
export { ValidationError } from "yup";
export * from "./chat-schemas.ts";
export * from "./member-schemas.ts";

import { ageOn } from "./dates.ts";
import { Gender, INTEREST_CODES, OnlineStatus, SOURCES } from "./enums.ts";
import {
  COUNTRY_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  INVITATION_CODE_MAX,
  MIN_AGE,
  PASSWORD_HARD_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGNATURE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from "./limits.ts";
import type { FieldName, MessageRef } from "./messages.ts";
import { isGuessablePassword } from "./password-strength.ts";
import {
  ABOUT_MAX,
  isProfilePromptKey,
  PROMPT_ANSWER_MAX,
  PROMPTS_MAX,
  type ProfilePrompt,
} from "./profile.ts";
import { trimText } from "./schema-parts.ts";

const required = (field: FieldName): MessageRef => ({ key: "errors.required", values: { field } });
const format = (field: FieldName): MessageRef => ({ key: "errors.format", values: { field } });
const tooLong = (field: FieldName, max: number): MessageRef => ({
  key: "errors.tooLong",
  values: { field, max },
});
const oneOf = (field: FieldName): MessageRef => ({ key: "errors.oneOf", values: { field } });

/** A string field: numbers are cast to text; objects and arrays are refused, never stringified. */
const text = (field: FieldName) => yup.string().typeError(format(field));
/** Trimmed text (trimText: yup's own `.trim()` throws on objects). */
const trimmed = (field: FieldName) => text(field).transform(trimText);

export const usernameField = trimmed("username")
  .required(required("username"))
  .min(USERNAME_MIN, format("username"))
  .max(USERNAME_MAX, format("username"))
  .matches(USERNAME_PATTERN, { message: format("username") });

export const emailField = trimmed("email")
  .required(required("email"))
  .max(EMAIL_MAX, format("email"))
  .matches(EMAIL_PATTERN, { message: format("email") });

/**
 * A new password: 8 to 64 characters, and neither common nor easy to guess (password-strength.ts,
 * judged only once the length is right: the list loads late, and a short one has its answer).
 * The register payload's username and e-mail address count as easy guesses too.
 */
export const newPasswordField = (field: "password" | "newpassword" = "password") =>
  text(field)
    .required(required(field))
    .min(PASSWORD_MIN, { key: "errors.tooShort", values: { field, min: PASSWORD_MIN } })
    .max(PASSWORD_MAX, tooLong(field, PASSWORD_MAX))
    .test("guessable", { key: "errors.passwordCommon" }, async (value, ctx) => {
      if (!value || value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return true;
      const own = [ctx.parent?.username, ctx.parent?.email].filter(
        (word): word is string => typeof word === "string" && word !== "",
      );
      return !(await isGuessablePassword(value, own));
    });

/** A password being checked, not set: anything up to the hashing guard. */
export const existingPasswordField = (field: "password" | "oldpassword" = "password") =>
  text(field).required(required(field)).max(PASSWORD_HARD_MAX, tooLong(field, PASSWORD_HARD_MAX));

/** Numbers arrive as strings in form-encoded payloads: cast them, but refuse anything else. */
const integer = (field: FieldName) =>
  yup
    .number()
    .transform((value, original) =>
      typeof original === "string" && original.trim() === "" ? undefined : value,
    )
    .typeError(format(field))
    .integer(format(field));

export const sexField = integer("sex")
  .required({ key: "errors.genderRequired" })
  .oneOf([Gender.female, Gender.male], oneOf("sex"));

export const birthdayField = integer("birthday")
  .required(required("birthday"))
  .min(Date.UTC(1900, 0, 1), { key: "errors.birthdayInvalid" })
  .test(
    "adult",
    { key: "errors.underAge", values: { min: MIN_AGE } },
    (ms) => ms === undefined || ageOn(ms) >= MIN_AGE,
  );

export const countryField = trimmed("country")
  .required(required("country"))
  .max(COUNTRY_MAX, tooLong("country", COUNTRY_MAX));

/** Interest codes as the wire carries them: a comma list of a-d, possibly empty. */
export const interestField = trimmed("interest")
  .default("")
  .test("codes", oneOf("interest"), (value) => {
    if (!value) return true;
    const codes = value.split(",").map((c) => c.trim());
    return (
      codes.every((c) => (INTEREST_CODES as readonly string[]).includes(c)) &&
      new Set(codes).size === codes.length
    );
  });

export const signatureField = text("signature")
  .default("")
  .max(SIGNATURE_MAX, tooLong("signature", SIGNATURE_MAX));

/** Ours (issue 50): the profile's "about me", up to ABOUT_MAX characters; absent leaves it as it is. */
export const aboutField = trimmed("about").max(ABOUT_MAX, tooLong("about", ABOUT_MAX)).optional();

/**
 * Ours (issue 50): up to PROMPTS_MAX answered prompts, each a key of PROFILE_PROMPTS (once) with an
 * answer of up to PROMPT_ANSWER_MAX characters; an empty answer drops its prompt. A form-encoded
 * call sends the list as JSON text. Absent leaves the member's prompts as they are.
 */
export const promptsField = yup
  .mixed<ProfilePrompt[]>()
  .transform((value: unknown) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  })
  .test("prompts", format("prompts"), (value: unknown) => {
    if (value === undefined) return true;
    if (!Array.isArray(value)) return false;
    const keys = new Set<string>();
    for (const item of value) {
      if (typeof item !== "object" || item === null) return false;
      const { key, answer } = item as Record<string, unknown>;
      if (!isProfilePromptKey(key) || typeof answer !== "string" || keys.has(key)) return false;
      keys.add(key);
    }
    return true;
  })
  .test(
    "prompts-count",
    { key: "errors.tooMany", values: { field: "prompts", max: PROMPTS_MAX } },
    (value: unknown) =>
      Array.isArray(value) ? value.filter((p) => String(p?.answer ?? "").trim()).length <= PROMPTS_MAX : true,
  )
  .test("prompts-answer", tooLong("prompts", PROMPT_ANSWER_MAX), (value: unknown) =>
    Array.isArray(value)
      ? value.every((p) => typeof p?.answer !== "string" || p.answer.trim().length <= PROMPT_ANSWER_MAX)
      : true,
  )
  .optional();

/** The prompts as stored: trimmed, the unanswered ones dropped. */
export function cleanPrompts(prompts: readonly ProfilePrompt[]): ProfilePrompt[] {
  return prompts
    .map((p) => ({ key: p.key, answer: p.answer.trim() }))
    .filter((p) => p.answer !== "")
    .slice(0, PROMPTS_MAX);
}

/** Payload of /member/index/register. With an invitation, `code` replaces `interest` and `source`. */
export const registerPayloadSchema = yup.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField("password"),
  sex: sexField,
  birthday: birthdayField,
  country: countryField,
  code: trimmed("code").max(INVITATION_CODE_MAX, format("code")).optional(),
  interest: interestField,
  source: text("source")
    .oneOf([...SOURCES], oneOf("source"))
    .optional(),
});
export type RegisterPayload = yup.InferType<typeof registerPayloadSchema>;

export const loginPayloadSchema = yup.object({
  account: trimmed("account").required(required("account")).max(EMAIL_MAX, format("account")),
  password: existingPasswordField("password"),
});
export type LoginPayload = yup.InferType<typeof loginPayloadSchema>;

export const forgetPayloadSchema = yup.object({ email: emailField });
export type ForgetPayload = yup.InferType<typeof forgetPayloadSchema>;

export const resetPasswordPayloadSchema = yup.object({
  code: trimmed("code").required(required("code")).max(128, format("code")),
  newpassword: newPasswordField("newpassword"),
});
export type ResetPasswordPayload = yup.InferType<typeof resetPasswordPayloadSchema>;

/** The code of the link that confirms a new e-mail address. */
export const confirmEmailPayloadSchema = yup.object({
  code: trimmed("code").required(required("code")).max(128, format("code")),
});
export type ConfirmEmailPayload = yup.InferType<typeof confirmEmailPayloadSchema>;

export const changePasswordPayloadSchema = yup.object({
  oldpassword: existingPasswordField("oldpassword"),
  newpassword: newPasswordField("newpassword"),
});
export type ChangePasswordPayload = yup.InferType<typeof changePasswordPayloadSchema>;

/** Avatars are paths the upload call handed out: `/uploads/...` or `uploads/...`, no traversal. */
/** An avatar is one of the member's own uploads. */
export const AVATAR_PATH_PATTERN = MEDIA_PATH_PATTERN;

export const profilePayloadSchema = yup.object({
  avatar: trimmed("avatar")
    .optional()
    .matches(AVATAR_PATH_PATTERN, { message: format("avatar"), excludeEmptyString: true }),
  email: emailField,
  sex: sexField,
  birthday: birthdayField,
  /**
   * Ours, optional: the current password, needed only when `email` differs from the member's
   * address (a stolen session must not be able to move the account to another address).
   */
  password: text("password").optional().max(PASSWORD_HARD_MAX, tooLong("password", PASSWORD_HARD_MAX)),
  /** Ours, optional (issue 50): absent leaves each as it is. */
  about: aboutField,
  prompts: promptsField,
  interest: trimmed("interest")
    .optional()
    .test("codes", oneOf("interest"), (value) => {
      if (!value) return true;
      const codes = value.split(",").map((c) => c.trim());
      return (
        codes.every((c) => (INTEREST_CODES as readonly string[]).includes(c)) &&
        new Set(codes).size === codes.length
      );
    }),
});
export type ProfilePayload = yup.InferType<typeof profilePayloadSchema>;

export const signaturePayloadSchema = yup.object({ signature: signatureField });
export type SignaturePayload = yup.InferType<typeof signaturePayloadSchema>;

export const onlineStatusPayloadSchema = yup.object({
  onlinestatus: integer("onlinestatus")
    .required(required("onlinestatus"))
    .oneOf([OnlineStatus.visible, OnlineStatus.hidden], oneOf("onlinestatus")),
});
export type OnlineStatusPayload = yup.InferType<typeof onlineStatusPayloadSchema>;

/** The register form: the payload's fields plus the confirmation and the terms box. */
export const registerFormSchema = registerPayloadSchema.shape({
  repassword: text("repassword")
    .required(required("repassword"))
    .oneOf([yup.ref("password")], { key: "errors.passwordMismatch" }),
  agree: yup.boolean().oneOf([true], { key: "errors.agree" }).required({ key: "errors.agree" }),
});

/** The change-password form: new and repeat must match after trimming (spec §5). */
/** The repeat of a new password: equal to it after trimming (spec §5). */
const repeatOfNewPassword = () =>
  text("repassword")
    .required(required("repassword"))
    .test(
      "match",
      { key: "errors.passwordMismatch" },
      (value, ctx) => value?.trim() === String(ctx.parent.newpassword ?? "").trim(),
    );

export const changePasswordFormSchema = changePasswordPayloadSchema.shape({
  repassword: repeatOfNewPassword(),
});

/** The reset page's form: the link's code, the new password and its repeat. */
export const resetPasswordFormSchema = resetPasswordPayloadSchema.shape({
  repassword: repeatOfNewPassword(),
});

export const emptyPayloadSchema = yup.object({});
