/** Accounts the site itself holds: the customer-service account members chat with (spec §7 initdata). */
import { AccountStatus, Gender } from "@site/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { newSecret, newShortCode } from "../lib/tokens.ts";
import type { UserRow } from "./users.ts";

export const SERVICE_USERNAME = "CustomerService";
export const SERVICE_AVATAR = "/static/service-avatar.svg";

let cached: { db: Db; row: UserRow } | undefined;

/** The service account, created on first use; nobody knows its password (staff act through the admin console). */
export async function serviceAccount(db: Db): Promise<UserRow> {
  if (cached?.db === db) return cached.row;
  let [row] = await db.select().from(users).where(eq(users.role, "service")).limit(1);
  if (!row) {
    [row] = await db
      .insert(users)
      .values({
        username: SERVICE_USERNAME,
        email: "service@localhost.invalid",
        passwordHash: await hashPassword(newSecret()),
        gender: Gender.female,
        birthday: "1990-01-01",
        country: "TW",
        role: "service",
        status: AccountStatus.approved,
        avatar: SERVICE_AVATAR,
        invitationCode: newShortCode(),
      })
      .onConflictDoNothing()
      .returning();
    // Another instance created it first.
    row ??= (await db.select().from(users).where(eq(users.role, "service")).limit(1))[0];
  }
  if (!row) throw new Error("the service account could not be created");
  cached = { db, row };
  return row;
}
