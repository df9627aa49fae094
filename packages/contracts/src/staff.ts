/**
 * Who the staff are and what each role may do (issue 14), without any schema: the member screens
 * read these (staff land on the console) and must not download the console's validation.
 *
 * Roles (spec §6 names the administrator; ARCHITECTURE.md the moderator): a moderator works the
 * queues (review, reports, content); only an administrator changes catalogs, prices, roles or
 * money.
 */
export const STAFF_ROLES = ["admin", "moderator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: string | undefined | null): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? "");
/** Where staff go when they sign in (the console), instead of the member's home. */
export const CONSOLE_HOME = "/admin";

/** What each kind of console work needs: `queues` for both roles, `money` for administrators. */
export type StaffPower = "queues" | "money" | "catalogs";
export const STAFF_POWERS: Record<StaffRole, readonly StaffPower[]> = {
  admin: ["queues", "money", "catalogs"],
  moderator: ["queues"],
};
export const staffMay = (role: string, power: StaffPower): boolean =>
  (STAFF_POWERS as Record<string, readonly StaffPower[] | undefined>)[role]?.includes(power) ?? false;

/**
 * Staff sign in with a second factor (issue 51, OWASP ASVS 5.0 §6.4): TOTP as RFC 6238 has it
 * (HMAC-SHA-1, 6 digits, 30-second steps, one step either side, a step used once), or one of
 * SECOND_FACTOR_RECOVERY_CODES single-use recovery codes.
 */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
export const TOTP_ISSUER = "Amora";
export const SECOND_FACTOR_RECOVERY_CODES = 10;
export const SECOND_FACTOR_CODE_MAX = 32;
/** Wrong codes a staff member may give per window before they are refused unchecked. */
export const SECOND_FACTOR_LIMIT = { attempts: 10, windowSeconds: 15 * 60 } as const;

/**
 * A staff session ends sooner than a member's (ASVS 5.0 §7.3): after STAFF_SESSION_IDLE_HOURS
 * without a call, and STAFF_SESSION_MAX_HOURS after its sign-in however much it is used.
 */
export const STAFF_SESSION_IDLE_HOURS = 4;
export const STAFF_SESSION_MAX_HOURS = 3 * 24;
