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
