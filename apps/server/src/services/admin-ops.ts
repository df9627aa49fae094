/**
 * The administrator's operations available before the admin console exists, used by the
 * `npm run admin` command (directly, or through the running server's local endpoint).
 */

import {
  CREDIT_GRANT_MAX,
  CREDIT_REASON_MAX,
  centsToCredits,
  creditsToCents,
  ID_MAX,
  isStaffRole,
  REPORT_OUTCOMES,
  type ReportOutcome,
} from "@site/contracts";
import type { AppContext } from "../context.ts";
import { ArticleError, type ArticleInput, saveArticle, saveArticleCategory } from "./articles.ts";
import { audit, COMMAND_LINE } from "./audit.ts";
import { actOnMember, grantCredits } from "./member-actions.ts";
import { setTier } from "./member-file.ts";
import { resolveReport } from "./notices.ts";
import { refundByStaff } from "./order-desk.ts";
import { addMonths } from "./payments/memberships.ts";
import { actOnReport } from "./report-cases.ts";
import { approveMember } from "./review.ts";
import { resetSecondFactor } from "./second-factor.ts";
import { findUserByUsername, updateUser } from "./users.ts";

export const ADMIN_COMMANDS = [
  "approve",
  "ban-chat",
  "unban-chat",
  "set-vip",
  "disable",
  "sign-out",
  "resolve-report",
  "credits",
  "refund",
  "article",
  "set-role",
  "reset-2fa",
] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];

export interface AdminResult {
  ok: boolean;
  message: string;
}

export async function runAdminCommand(
  ctx: AppContext,
  command: string,
  args: string[],
): Promise<AdminResult> {
  const [username, ...rest] = args;
  if (!(ADMIN_COMMANDS as readonly string[]).includes(command)) {
    return { ok: false, message: `unknown command '${command}'; commands: ${ADMIN_COMMANDS.join(", ")}` };
  }
  // The commands about a report or an order, not a member.
  if (command === "resolve-report") return resolveReportCommand(ctx, args);
  if (command === "refund") return refundCommand(ctx, args);
  if (command === "article") return articleCommand(ctx, args);
  if (!username) return { ok: false, message: `${command} needs a username` };
  const user = await findUserByUsername(ctx.db, username);
  if (!user) return { ok: false, message: `no member named '${username}'` };
  const now = ctx.now();

  switch (command as AdminCommand) {
    case "approve": {
      // The console's rule (services/review.ts), with its audit row.
      const decided = await approveMember(ctx, COMMAND_LINE, user.id);
      if (!decided.ok && decided.why === "decided")
        return { ok: true, message: `${user.username} was already approved` };
      if (!decided.ok)
        return { ok: false, message: `'${user.username}' is a staff account, not a member to review` };
      return { ok: true, message: `${user.username} is approved` };
    }
    case "disable":
    case "sign-out":
    case "ban-chat":
    case "unban-chat": {
      // The console's rule (services/member-actions.ts), with its audit row.
      const action = command as "disable" | "sign-out" | "ban-chat" | "unban-chat";
      const acted = await actOnMember(ctx, COMMAND_LINE, user.id, action);
      if (!acted.ok)
        return { ok: false, message: `'${user.username}' is a ${user.role} account, managed by role` };
      const said = {
        disable: "is disabled and signed out everywhere",
        "sign-out": "is signed out everywhere",
        "ban-chat": "may no longer chat",
        "unban-chat": "may chat again",
      } as const;
      return { ok: true, message: `${user.username} ${said[action]}` };
    }
    case "resolve-report":
      return resolveReportCommand(ctx, args);
    case "refund":
      return refundCommand(ctx, args);
    case "article":
      return articleCommand(ctx, args);
    case "set-role": {
      // Staff accounts sign in with their own names (issue 14); the change is audited.
      const [role] = rest;
      if (role !== "member" && role !== "moderator" && role !== "admin")
        return { ok: false, message: "set-role <username> <member|moderator|admin>" };
      if (user.role === "service")
        return { ok: false, message: "the customer-service account keeps its role" };
      await ctx.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { role });
        await audit(
          tx,
          COMMAND_LINE,
          {
            action: "staff.role",
            targetType: "member",
            targetId: user.id,
            before: { role: user.role },
            after: { role },
          },
          now,
        );
      });
      return { ok: true, message: `${user.username} is now ${role}` };
    }
    case "reset-2fa": {
      // A staff member who lost their authenticator and recovery codes enrols again at sign-in.
      if (!isStaffRole(user.role)) return { ok: false, message: `'${user.username}' is not a staff account` };
      await ctx.db.transaction(async (tx) => {
        await resetSecondFactor(tx, user.id, now);
        await audit(
          tx,
          COMMAND_LINE,
          { action: "staff.second-factor-reset", targetType: "member", targetId: user.id },
          now,
        );
      });
      return {
        ok: true,
        message: `${user.username}'s second factor is reset and every session ended; they enrol again at sign-in`,
      };
    }
    case "credits":
      return creditsCommand(ctx, user, rest);
    case "set-vip": {
      const [tierRaw, monthsRaw] = rest;
      const tier = Number(tierRaw);
      const months = Number(monthsRaw ?? (tier === 0 ? "0" : ""));
      if (![0, 1, 2].includes(tier))
        return { ok: false, message: "set-vip <username> <0|1|2> <months>: tier must be 0, 1 or 2" };
      if (tier !== 0 && (!Number.isInteger(months) || months < 1 || months > 120)) {
        return {
          ok: false,
          message: "set-vip <username> <1|2> <months>: months must be a whole number from 1 to 120",
        };
      }
      const ends = addMonths(now, months);
      const set = await setTier(ctx, COMMAND_LINE, user.id, tier as 0 | 1 | 2, tier === 0 ? undefined : ends);
      if (!set.ok) return { ok: false, message: `set-vip: ${user.username} is not a member` };
      return {
        ok: true,
        message:
          tier === 0
            ? `${user.username} is a free member`
            : `${user.username} is ${tier === 2 ? "gold" : "silver"} until ${ends.toISOString().slice(0, 10)}`,
      };
    }
  }
}

const CREDITS_USAGE = "credits <username> <amount> <reason>";

/**
 * credits <username> <amount> <reason>: a staff grant (or, negative, a deduction that never takes a
 * wallet below zero), posted to the ledger against the adjustments account with its reason, which
 * the member reads in their credit history (so write it for them).
 */
async function creditsCommand(
  ctx: AppContext,
  user: { id: number; username: string },
  [amountRaw, ...reasonWords]: string[],
): Promise<AdminResult> {
  const cents = creditsToCents(amountRaw, { signed: true });
  if (cents === undefined || cents === 0 || Math.abs(cents) > CREDIT_GRANT_MAX * 100) {
    return {
      ok: false,
      message: `${CREDITS_USAGE}: the amount is a non-zero number of credits with at most 2 decimals, at most ${CREDIT_GRANT_MAX} either way`,
    };
  }
  const reason = reasonWords.join(" ").trim();
  if (!reason || reason.length > CREDIT_REASON_MAX) {
    return {
      ok: false,
      message: `${CREDITS_USAGE}: a reason of 1 to ${CREDIT_REASON_MAX} characters is required`,
    };
  }
  const granted = await grantCredits(ctx, COMMAND_LINE, user.id, cents, reason);
  if (!granted.ok)
    return granted.why === "insufficient"
      ? { ok: false, message: `${user.username} has fewer credits than that: nothing was deducted` }
      : { ok: false, message: `'${user.username}' is not a member's account` };
  return {
    ok: true,
    message: `${user.username}: ${cents > 0 ? "granted" : "deducted"} ${centsToCredits(Math.abs(cents))} credits; balance ${centsToCredits(granted.balanceCents)}`,
  };
}

/**
 * refund <orderId> [reason]: a paid order's movement reversed (after the provider returned the
 * money), the member told, the action audited: the console's rule (services/order-desk.ts).
 */
async function refundCommand(ctx: AppContext, [idRaw, ...reason]: string[]): Promise<AdminResult> {
  const id = Number(idRaw);
  if (!idRaw || !/^\d+$/.test(idRaw) || !Number.isSafeInteger(id) || id < 1 || id > ID_MAX)
    return { ok: false, message: "refund <orderId>: the order id must be a positive whole number" };
  const done = await refundByStaff(ctx, COMMAND_LINE, id, reason.join(" ").trim());
  if (done.refunded) return { ok: true, message: `order ${id} is refunded` };
  return {
    ok: false,
    message:
      done.reason === "missing"
        ? `no order ${id}`
        : done.reason === "notPaid"
          ? `order ${id} is not paid (or was refunded already)`
          : `order ${id}: its credits were spent; nothing was refunded`,
  };
}

const RESOLVE_USAGE = "resolve-report <reportId> <upheld|dismissed|warn|ban-chat|disable>";

/** resolve-report <reportId> <upheld|dismissed>: closes a report and tells the reporter in a notice. */
async function resolveReportCommand(ctx: AppContext, args: string[]): Promise<AdminResult> {
  const [idRaw, outcomeRaw] = args;
  const id = Number(idRaw);
  if (!idRaw || !/^\d+$/.test(idRaw) || !Number.isSafeInteger(id) || id < 1 || id > ID_MAX) {
    return { ok: false, message: `${RESOLVE_USAGE}: the report id must be a positive whole number` };
  }
  // The console's outcomes that act on the member go through its rule (services/report-cases.ts).
  if (outcomeRaw === "warn" || outcomeRaw === "ban-chat" || outcomeRaw === "disable") {
    const acted = await actOnReport(ctx, COMMAND_LINE, id, outcomeRaw);
    if (acted.ok)
      return { ok: true, message: `report ${id} is upheld (${outcomeRaw}); the reporter has a notice` };
    return {
      ok: false,
      message: acted.why === "missing" ? `no report ${id}` : `report ${id} was already resolved`,
    };
  }
  if (!(REPORT_OUTCOMES as readonly string[]).includes(outcomeRaw ?? "")) {
    return {
      ok: false,
      message: `${RESOLVE_USAGE}: the outcome must be upheld, dismissed, warn, ban-chat or disable`,
    };
  }
  const outcome = outcomeRaw as ReportOutcome;
  const at = ctx.now();
  // Closed and audited together: a decision never lands without its row.
  const done = await ctx.db.transaction(async (tx) => {
    const resolved = await resolveReport(tx, id, outcome, at);
    if (resolved.result === "resolved")
      await audit(
        tx,
        COMMAND_LINE,
        {
          action: `report.${outcome}`,
          targetType: "report",
          targetId: id,
          reason: `about ${resolved.target}`,
        },
        at,
      );
    return resolved;
  });
  switch (done.result) {
    case "missing":
      return { ok: false, message: `no report ${id}` };
    case "already":
      return done.outcome === outcome
        ? { ok: true, message: `report ${id} was already ${outcome}` }
        : { ok: false, message: `report ${id} was already resolved as ${done.outcome ?? "closed"}` };
    case "resolved":
      return {
        ok: true,
        message: `report ${id} about ${done.target} is ${outcome}; the reporter has a notice`,
      };
  }
}

const ARTICLE_USAGE =
  'article <file.json>: {"categories": [{"slug", "name": {"en", "zhcn", "zhtw"}}], "articles": [{"slug", ' +
  '"category", "image", "title": {...}, "body": {...}, "published"}]}';

/**
 * article <file.json> (the CLI passes the file's text): saves blog categories and articles by
 * their slugs, created or replaced, the bodies sanitised; all of them or, on any error, none.
 */
async function articleCommand(ctx: AppContext, [text]: string[]): Promise<AdminResult> {
  let input: {
    categories?: { slug: string; name: ArticleInput["title"]; sort?: number }[];
    articles?: ArticleInput[];
  };
  try {
    input = JSON.parse(text ?? "");
  } catch {
    return { ok: false, message: `${ARTICLE_USAGE}: the file is not JSON` };
  }
  if (
    !input ||
    typeof input !== "object" ||
    (!Array.isArray(input.categories) && !Array.isArray(input.articles))
  )
    return { ok: false, message: ARTICLE_USAGE };
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      for (const category of input.categories ?? []) await saveArticleCategory(tx, category);
      const ids: number[] = [];
      for (const article of input.articles ?? []) ids.push(await saveArticle(tx, article));
      return ids;
    });
    return {
      ok: true,
      message: `saved ${input.categories?.length ?? 0} categories and ${saved.length} articles (ids ${saved.join(", ") || "none"})`,
    };
  } catch (error) {
    if (error instanceof ArticleError)
      return { ok: false, message: `article: ${error.message}; nothing was saved` };
    if (error instanceof TypeError) return { ok: false, message: `${ARTICLE_USAGE}: ${error.message}` };
    throw error;
  }
}
