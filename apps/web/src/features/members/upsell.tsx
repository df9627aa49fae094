/** The 'more members' link free members see under a list (vipMoreStatus 0, spec §6). */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { upgradePath } from "./use-member-actions.ts";

export function MoreMembers() {
  const { t } = useTranslation("members");
  const variant = useVariant();
  return (
    <aside
      className="mt-6 flex flex-col items-center gap-2 rounded-xl bg-gradient-to-r from-gold-light to-brand-50 p-6 text-center"
      aria-labelledby="more-title"
    >
      <h2 id="more-title" className="text-lg font-bold text-ink-900">
        {t("more.title")}
      </h2>
      <p className="max-w-md text-sm text-ink-700">{t("more.body")}</p>
      <Link
        to={upgradePath(variant)}
        className="mt-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t("more.cta")}
      </Link>
    </aside>
  );
}
