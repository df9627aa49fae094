/**
 * One member's file at the console (issue 14): the account, reports made and received, blocks,
 * orders and sign-ins; and setting the tier with its deadline (`npm run admin -- set-vip` goes
 * through the same rule), audited with the values before and after.
 */
import type { StaffMemberDetail } from "@site/contracts";
import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../context.ts";
import { blocks, memberships, reports, sessions, users } from "../db/schema.ts";
import { type Actor, audit } from "./audit.ts";
import { toMemberRow } from "./member-actions.ts";
import { forgetMember } from "./member-cache.ts";
import { orderPage } from "./order-desk.ts";

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const others = alias(users, "other");

/**
 * The file; `money` (the caller has the administrator's money power) adds the balance and the
 * orders with their amounts and cards. A moderator's file has neither, as the order calls refuse
 * moderators.
 */
export async function memberFile(
  ctx: AppContext,
  id: number,
  { money }: { money: boolean },
): Promise<StaffMemberDetail | undefined> {
  const [u] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "member")));
  if (!u) return undefined;
  const reportRows = (mine: boolean) =>
    ctx.db
      .select({ report: reports, username: others.username })
      .from(reports)
      .innerJoin(others, eq(others.id, mine ? reports.targetId : reports.reporterId))
      .where(eq(mine ? reports.reporterId : reports.targetId, id))
      .orderBy(desc(reports.createdAt))
      .limit(20);
  const [made, about, blocked, [blockedBy], signIns] = await Promise.all([
    reportRows(true),
    reportRows(false),
    ctx.db
      .select({ username: others.username, at: blocks.createdAt })
      .from(blocks)
      .innerJoin(others, eq(others.id, blocks.targetId))
      .where(eq(blocks.userId, id))
      .orderBy(desc(blocks.createdAt))
      .limit(50),
    ctx.db.select({ n: count() }).from(blocks).where(eq(blocks.targetId, id)),
    ctx.db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(desc(sessions.createdAt)).limit(20),
  ]);
  const toReport = (r: (typeof made)[number]) => ({
    id: r.report.id,
    username: r.username,
    type: r.report.type,
    state: r.report.state,
    create_time: seconds(r.report.createdAt),
  });
  return {
    ...toMemberRow(u, { money }),
    gender: u.gender,
    country: u.country,
    lang: u.lang,
    silver_deadline: u.silverDeadline ? seconds(u.silverDeadline) : null,
    gold_deadline: u.goldDeadline ? seconds(u.goldDeadline) : null,
    reports_made: made.map(toReport),
    reports_about: about.map(toReport),
    blocks: blocked.map((b) => ({ username: b.username, create_time: seconds(b.at) })),
    blocked_by: blockedBy?.n ?? 0,
    ...(money ? { orders: (await orderPage(ctx, { userId: id })).orders } : {}),
    sessions: signIns.map((s) => ({
      create_time: seconds(s.createdAt),
      last_seen: seconds(s.lastSeenAt),
      ip: s.ip ?? "",
      user_agent: s.userAgent ?? "",
      ended: s.revokedAt !== null,
    })),
  };
}

export type TierSet = { ok: true; vip: number } | { ok: false; why: "missing" | "past" };

/**
 * Sets the member's tier: free (both deadlines cleared), or silver or gold until the end of
 * `deadline` (UTC), which must be later than now. The member's vip is then the highest tier whose
 * deadline has not passed, as the expiry job keeps it.
 */
export async function setTier(
  ctx: AppContext,
  actor: Actor,
  id: number,
  vip: 0 | 1 | 2,
  deadline: Date | undefined,
): Promise<TierSet> {
  const at = ctx.now();
  if (vip > 0 && (!deadline || deadline <= at)) return { ok: false, why: "past" };
  const done = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, "member")))
      .for("update");
    if (!u) return undefined;
    const silver = vip === 0 ? null : vip === 1 ? (deadline as Date) : u.silverDeadline;
    const gold = vip === 0 ? null : vip === 2 ? (deadline as Date) : u.goldDeadline;
    const next = gold && gold > at ? 2 : silver && silver > at ? 1 : 0;
    await tx
      .update(users)
      .set({ vip: next, silverDeadline: silver, goldDeadline: gold, updatedAt: at })
      .where(eq(users.id, id));
    if (vip > 0)
      await tx
        .insert(memberships)
        .values({ userId: id, tier: vip, startsAt: at, endsAt: deadline as Date, source: "admin" });
    const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
    await audit(
      tx,
      actor,
      {
        action: "member.tier",
        targetType: "member",
        targetId: id,
        before: { vip: u.vip, silver_deadline: day(u.silverDeadline), gold_deadline: day(u.goldDeadline) },
        after: { vip: next, silver_deadline: day(silver), gold_deadline: day(gold) },
      },
      at,
    );
    return next;
  });
  if (done === undefined) return { ok: false, why: "missing" };
  forgetMember(id);
  return { ok: true, vip: done };
}

/** The end of a YYYY-MM-DD day in UTC (a deadline "until 30 June" lasts all of 30 June). */
export const endOfDay = (day: string): Date => new Date(`${day}T23:59:59.000Z`);
