/**
 * What the site tells a member about their money and tiers, by a mail from the customer-service
 * account in their language (the spec's notice types are only gift and report): credits or a
 * membership that someone else bought them, and a paid tier that ends soon.
 */
import { centsToCredits, type Language, TIER_EXPIRY_NOTICE_DAYS } from "@site/contracts";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/index.ts";
import { users } from "../../db/schema.ts";
import { sendMail } from "../mails.ts";

const TEXT: Record<Language, { credits: string; tier: string; tiers: [string, string] }> = {
  en: {
    credits: "{payer} bought you {amount} credits. Enjoy them!",
    tier: "{payer} gave you {months} month(s) of {tier} membership. Enjoy it!",
    tiers: ["Silver", "Gold"],
  },
  zhcn: {
    credits: "{payer} 为您购买了 {amount} 积分，祝您使用愉快！",
    tier: "{payer} 送给您 {months} 个月的{tier}会员，祝您使用愉快！",
    tiers: ["白银", "黄金"],
  },
  zhtw: {
    credits: "{payer} 為您購買了 {amount} 點，祝您使用愉快！",
    tier: "{payer} 送給您 {months} 個月的{tier}會員，祝您使用愉快！",
    tiers: ["白銀", "黃金"],
  },
};

export async function tellGainer(
  tx: Tx,
  order: {
    userId: number;
    gainerId: number;
    amountCents: number;
    tier: number | null;
    months: number | null;
  },
  at: Date,
): Promise<void> {
  if (order.gainerId === order.userId) return;
  const [service] = await tx.select({ id: users.id }).from(users).where(eq(users.role, "service")).limit(1);
  const [payer] = await tx.select({ name: users.username }).from(users).where(eq(users.id, order.userId));
  const [gainer] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, order.gainerId));
  if (!service || !payer || !gainer) return;
  const words = TEXT[(gainer.lang as Language) in TEXT ? (gainer.lang as Language) : "en"];
  const content = (order.tier ? words.tier : words.credits)
    .replace("{payer}", payer.name)
    .replace("{amount}", String(centsToCredits(order.amountCents)))
    .replace("{months}", String(order.months ?? 0))
    .replace("{tier}", words.tiers[(order.tier ?? 1) - 1] ?? "");
  await sendMail(tx, service.id, order.gainerId, content, at);
}

const ENDING: Record<Language, { text: string; tiers: [string, string] }> = {
  en: {
    text: "Your {tier} membership ends on {date}. Nothing renews by itself: renew it on the upgrade page to keep its benefits.",
    tiers: ["Silver", "Gold"],
  },
  zhcn: {
    text: "您的{tier}会员将于 {date} 到期。会员不会自动续期：如需保留权益，请到升级页面续订。",
    tiers: ["白银", "黄金"],
  },
  zhtw: {
    text: "您的{tier}會員將於 {date} 到期。會員不會自動續期：如需保留權益，請到升級頁面續訂。",
    tiers: ["白銀", "黃金"],
  },
};

/**
 * Members whose paid tier ends within TIER_EXPIRY_NOTICE_DAYS are told once per deadline, by a
 * customer-service mail in their language (the scheduled job; safe on every instance: the
 * marker is set by one conditional update before the mail is written, in one transaction).
 */
export async function tellTiersEnding(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + TIER_EXPIRY_NOTICE_DAYS * 86_400_000);
  const deadline = sql`case when ${users.vip} = 2 then ${users.goldDeadline} else ${users.silverDeadline} end`;
  const due = await db
    .select({ id: users.id, vip: users.vip, lang: users.lang, deadline: sql<Date>`${deadline}` })
    .from(users)
    .where(
      and(
        gt(users.vip, 0),
        sql`${deadline} > ${now} and ${deadline} <= ${horizon}`,
        sql`${users.tierNoticeFor} is distinct from ${deadline}`,
      ),
    )
    .limit(500);
  let told = 0;
  for (const member of due) {
    const ends = new Date(member.deadline);
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(users)
        .set({ tierNoticeFor: ends })
        .where(and(eq(users.id, member.id), sql`${users.tierNoticeFor} is distinct from ${ends}`))
        .returning({ id: users.id });
      if (!claimed) return;
      const [service] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "service"))
        .limit(1);
      if (!service) return;
      const lang = (member.lang as Language) in ENDING ? (member.lang as Language) : "en";
      const words = ENDING[lang];
      const date = ends.toISOString().slice(0, 10);
      const text = words.text
        .replace("{tier}", words.tiers[member.vip === 2 ? 1 : 0] ?? "")
        .replace("{date}", date);
      await sendMail(tx, service.id, member.id, text, now);
      told++;
    });
  }
  return told;
}
