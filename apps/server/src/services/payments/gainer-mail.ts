/**
 * A member who receives credits or a membership bought by someone else is told, in their language,
 * by a mail from the customer-service account (issue 13: "recharging another member credits them
 * and sends them a notice"; the spec's notice types are only gift and report).
 */
import { centsToCredits, type Language } from "@site/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/index.ts";
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
