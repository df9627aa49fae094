import { describe, expect, it } from "vitest";
import {
  ageOn,
  changePasswordFormSchema,
  changePasswordPayloadSchema,
  daysInMonth,
  formatMessage,
  isAdult,
  loginPayloadSchema,
  type MessageRef,
  registerFormSchema,
  registerPayloadSchema,
  resetPasswordFormSchema,
  resetPasswordPayloadSchema,
  signaturePayloadSchema,
} from "../src/index.ts";

const valid = {
  username: "Olivia23",
  email: "olivia@example.com",
  password: "tulip-Orbit-42",
  sex: 0,
  birthday: Date.UTC(1990, 0, 1),
  country: "TW",
  interest: "a,c",
  source: "Web",
};

/** The message key of the first rule a payload breaks, or "valid". */
async function firstError(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: true, stripUnknown: true });
    return "valid";
  } catch (error) {
    return ((error as { errors: MessageRef[] }).errors[0] as MessageRef).key;
  }
}

const today = new Date();
const yearsAgo = (years: number, days = 0) =>
  Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days);

describe("username rule (2-16 Chinese characters, Latin letters or digits)", () => {
  it.each([
    ["ab", "valid"],
    ["a".repeat(16), "valid"],
    ["陳小雨", "valid"],
    ["Mix中文123", "valid"],
    ["a", "errors.format"],
    ["a".repeat(17), "errors.format"],
    ["with space", "errors.format"],
    ["under_score", "errors.format"],
    ["emoji😀", "errors.format"],
    ["", "errors.required"],
  ])("%j is %s", async (username, expected) => {
    expect(await firstError(registerPayloadSchema, { ...valid, username })).toBe(expected);
  });
});

describe("e-mail rule (an address with a 2-3 letter ending)", () => {
  it.each([
    ["a@b.co", "valid"],
    ["first.last+tag@mail.example.com", "valid"],
    ["a@b.info", "errors.format"],
    ["no-at-sign.com", "errors.format"],
    ["a@b", "errors.format"],
    ["", "errors.required"],
  ])("%j is %s", async (email, expected) => {
    expect(await firstError(registerPayloadSchema, { ...valid, email })).toBe(expected);
  });
});

describe("birthday and the age limit of 18", () => {
  it("accepts someone who turns 18 today and refuses someone who turns 18 tomorrow", async () => {
    expect(await firstError(registerPayloadSchema, { ...valid, birthday: yearsAgo(18) })).toBe("valid");
    expect(await firstError(registerPayloadSchema, { ...valid, birthday: yearsAgo(18, 1) })).toBe(
      "errors.underAge",
    );
  });

  it("reads a local midnight from any zone within 11 hours of UTC as the same calendar day", () => {
    const utcMidnight = Date.UTC(2000, 1, 29);
    const now = new Date(Date.UTC(2018, 1, 28, 12));
    for (const hours of [-11, -5, 0, 8, 11]) {
      expect(ageOn(utcMidnight - hours * 3_600_000, now)).toBe(17);
    }
    expect(isAdult(utcMidnight, new Date(Date.UTC(2018, 2, 1)))).toBe(true);
  });

  it("refuses a missing, non-numeric or absurdly old birthday", async () => {
    expect(await firstError(registerPayloadSchema, { ...valid, birthday: undefined })).toBe(
      "errors.required",
    );
    expect(await firstError(registerPayloadSchema, { ...valid, birthday: "yesterday" })).toBe(
      "errors.format",
    );
    expect(await firstError(registerPayloadSchema, { ...valid, birthday: Date.UTC(1850, 0, 1) })).toBe(
      "errors.birthdayInvalid",
    );
  });

  it("knows the days of every month, leap years included", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
});

describe("the other registration fields", () => {
  it.each([
    [{ sex: 2 }, "errors.oneOf"],
    [{ sex: "1" }, "valid"],
    [{ interest: "a,e" }, "errors.oneOf"],
    [{ interest: "a,a" }, "errors.oneOf"],
    [{ interest: "" }, "valid"],
    [{ country: "" }, "errors.required"],
    [{ source: "Fax" }, "errors.oneOf"],
    [{ password: "1234567" }, "errors.tooShort"],
    [{ username: { $ne: 1 } }, "errors.format"],
    [{ username: ["a", "b"] }, "errors.format"],
  ])("%j is %s", async (change, expected) => {
    expect(await firstError(registerPayloadSchema, { ...valid, ...change })).toBe(expected);
  });

  it("the form also wants the terms ticked and the password repeated", async () => {
    const form = { ...valid, repassword: valid.password, agree: true };
    expect(await firstError(registerFormSchema, form)).toBe("valid");
    expect(await firstError(registerFormSchema, { ...form, agree: false })).toBe("errors.agree");
    expect(await firstError(registerFormSchema, { ...form, repassword: "tulip-Orbit-43" })).toBe(
      "errors.passwordMismatch",
    );
  });
});

describe("signature, login and change-password rules", () => {
  it("takes a signature of 30 characters and refuses 31", async () => {
    expect(await firstError(signaturePayloadSchema, { signature: "字".repeat(30) })).toBe("valid");
    expect(await firstError(signaturePayloadSchema, { signature: "字".repeat(31) })).toBe("errors.tooLong");
  });

  it("signs in by username or address, and never hashes more than 64 characters", async () => {
    expect(await firstError(loginPayloadSchema, { account: "a@b.co", password: "x" })).toBe("valid");
    expect(await firstError(loginPayloadSchema, { account: "demo", password: "x".repeat(65) })).toBe(
      "errors.tooLong",
    );
    expect(await firstError(loginPayloadSchema, { account: "", password: "x" })).toBe("errors.required");
  });

  it("compares the new password and its repeat after trimming", async () => {
    const form = { oldpassword: "old", newpassword: "amber-Kite-71", repassword: " amber-Kite-71 " };
    expect(await firstError(changePasswordFormSchema, form)).toBe("valid");
    expect(await firstError(changePasswordFormSchema, { ...form, repassword: "amber-Kite-72" })).toBe(
      "errors.passwordMismatch",
    );
  });
});

describe("the reset form", () => {
  it("wants the new password repeated, compared after trimming", async () => {
    const reset = { code: "x".repeat(43), newpassword: "amber-Kite-71", repassword: "amber-Kite-71 " };
    expect(await firstError(resetPasswordFormSchema, reset)).toBe("valid");
    expect(await firstError(resetPasswordFormSchema, { ...reset, repassword: "amber-Kite-72" })).toBe(
      "errors.passwordMismatch",
    );
  });
});

describe("new passwords (OWASP ASVS 5.0 §6.2): 8 to 64 characters, not common nor easy to guess", () => {
  /** A strong password of the given length (a random-looking run that no dictionary holds). */
  const strong = (length: number) => "Vq7#mZ2!kR9$tL4^wX8&pN3*".repeat(3).slice(0, length);
  /** The three places a member sets a password, each with its field's name. */
  const forms = [
    ["register", registerPayloadSchema, (password: string) => ({ ...valid, password })],
    [
      "change",
      changePasswordPayloadSchema,
      (newpassword: string) => ({ oldpassword: "abc123", newpassword }),
    ],
    ["reset", resetPasswordPayloadSchema, (newpassword: string) => ({ code: "x".repeat(43), newpassword })],
  ] as const;

  describe.each(forms)("%s", (_name, schema, payload) => {
    it.each([
      ["123456", "errors.tooShort"],
      ["password", "errors.passwordCommon"],
      ["qwerty123", "errors.passwordCommon"],
      ["iloveyou", "errors.passwordCommon"],
      ["P@ssw0rd", "errors.passwordCommon"],
      ["aaaaaaaa", "errors.passwordCommon"],
    ])("refuses %s (%s)", async (password, key) => {
      expect(await firstError(schema, payload(password))).toBe(key);
    });

    it("takes a strong password of 8 and of 64 characters, and refuses 65", async () => {
      expect(await firstError(schema, payload(strong(8)))).toBe("valid");
      expect(await firstError(schema, payload("tulip-Orbit-42"))).toBe("valid");
      expect(await firstError(schema, payload(strong(64)))).toBe("valid");
      expect(await firstError(schema, payload(strong(65)))).toBe("errors.tooLong");
    });
  });

  it("names the minimum in the too-short message", async () => {
    await expect(registerPayloadSchema.validate({ ...valid, password: "123456" })).rejects.toMatchObject({
      errors: [{ key: "errors.tooShort", values: { field: "password", min: 8 } }],
    });
  });

  it("refuses a password made of the member's own username", async () => {
    const member = { ...valid, username: "Xanthrel", email: "x@example.com" };
    expect(await firstError(registerPayloadSchema, { ...member, password: "Xanthrel2024" })).toBe(
      "errors.passwordCommon",
    );
    expect(
      await firstError(registerPayloadSchema, { ...member, username: "Olivia23", password: "Xanthrel2024" }),
    ).toBe("valid");
  });

  it("still signs in with an existing password of 6 characters", async () => {
    expect(await firstError(loginPayloadSchema, { account: "demo", password: "abc123" })).toBe("valid");
    expect(
      await firstError(changePasswordPayloadSchema, { oldpassword: "abc123", newpassword: strong(12) }),
    ).toBe("valid");
  });
});

describe("messages", () => {
  it("fills field labels and values into English text", () => {
    expect(formatMessage({ key: "errors.format", values: { field: "username" } })).toBe(
      "That username does not look right; please check it",
    );
    expect(formatMessage({ key: "errors.tooLong", values: { field: "signature", max: 30 } })).toBe(
      "Signature may be at most 30 characters",
    );
  });
});
