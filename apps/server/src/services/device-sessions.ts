/**
 * The member's signed-in devices (issue 15): the sessions still in force, described from their user
 * agent, and ending one of them or all but the caller's. Ending closes the session's chat sockets
 * on every instance, as signing out does.
 */
import {
  describeUserAgent,
  SESSION_IDLE_DAYS,
  SESSION_MAX_DAYS,
  type SignedInDevice,
  SocketClose,
} from "@site/contracts";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { sessions } from "../db/schema.ts";
import { forgetSession } from "./member-cache.ts";
import { revokeUserSessions } from "./sessions.ts";

const DAY = 86_400_000;

/** Sessions in force, most recently seen first; the caller's own is marked `current`. */
export async function listDevices(
  ctx: AppContext,
  userId: number,
  currentId: number,
): Promise<SignedInDevice[]> {
  const now = ctx.now().getTime();
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_DAYS * DAY)),
        gt(sessions.createdAt, new Date(now - SESSION_MAX_DAYS * DAY)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  const devices = rows.map((row): SignedInDevice => {
    const { browser, os, device } = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      browser,
      os,
      device,
      signed_in: row.createdAt.getTime(),
      last_seen: row.lastSeenAt.getTime(),
      current: row.id === currentId ? 1 : 0,
    };
  });
  // This device first, then the others by when they were last seen.
  return devices.sort((a, b) => b.current - a.current);
}

/** Ends one of the member's own sessions; false when it is not theirs or has ended already. */
export async function endOwnSession(ctx: AppContext, userId: number, sessionId: number): Promise<boolean> {
  const [row] = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!row) return false;
  // Its cached resolution goes too: the token is refused on its very next call.
  forgetSession(row.id);
  await ctx.chat.closeAll(userId, SocketClose.sessionInvalid, "signed out on another device", {
    session: row.id,
  });
  return true;
}

/** Ends every session of the member but `keepId` (the device asking). */
export async function endOtherSessions(ctx: AppContext, userId: number, keepId: number): Promise<void> {
  await revokeUserSessions(ctx.db, userId, ctx.now(), keepId);
  await ctx.chat.closeAll(userId, SocketClose.sessionInvalid, "signed out everywhere else", {
    except: keepId,
  });
}
