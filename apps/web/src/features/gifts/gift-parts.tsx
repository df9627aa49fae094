/** What the gift pages of both variants share: the balance with its top-up link, and the section links. */
import { centsToCredits } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { payPath } from "./use-gifts.ts";

export function BalanceBox() {
  const { t } = useTranslation("store");
  const { profile } = useSession();
  const variant = useVariant();
  const amount = profile?.amount ?? 0;
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-surface px-5 py-4 shadow-card">
      <div>
        <p className="text-sm text-ink-600">{t("pages.balance")}</p>
        <p className="text-xl font-bold text-ink-900 tabular-nums" data-testid="balance">
          {t("pages.credits", { count: centsToCredits(Math.round(amount * 100)) })}
        </p>
      </div>
      <Link
        to={payPath(variant)}
        className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-300"
      >
        {t("pages.buyCredits")}
      </Link>
    </div>
  );
}

/** The store and my gifts, as two linked sections (the current one marked). */
export function GiftSections({ links }: { links: [to: string, label: string][] }) {
  const { t } = useTranslation("store");
  return (
    <nav aria-label={t("pages.sections")} className="flex flex-none gap-1 rounded-full bg-ink-50 p-1">
      {links.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          end
          className="flex-1 whitespace-nowrap rounded-full px-4 py-2 text-center text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 aria-[current=page]:bg-surface aria-[current=page]:text-brand-700 aria-[current=page]:shadow-card"
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
