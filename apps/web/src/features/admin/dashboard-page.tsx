/**
 * The console's dashboard (issue 14): what needs doing now (accounts waiting, reports open and
 * overdue), who is online, and the last two weeks of sign-ups and, for administrators, revenue;
 * and account erasures that failed and wait for another try (issue 51).
 */
import { useDashboard } from "@site/api-client";
import { DASHBOARD_DAYS } from "@site/contracts";
import { DailyBars } from "@site/ui/chart";
import { Spinner } from "@site/ui/spinner";
import { StatCard } from "@site/ui/stat-card";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAdminApi, useLocale } from "./admin-shared.ts";
import { ErasureFailures } from "./erasure-failures.tsx";

export function DashboardPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const board = useDashboard(api);
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const d = board.data;
  const link = (to: string, label: string) => (
    <Link to={to} className="font-medium text-brand-700 hover:text-brand-800">
      {label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.dashboard")}</h1>
      {!d ? (
        <div className="flex justify-center py-16">
          <Spinner label={t("admin.dashboardLoading")} />
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
            <StatCard
              label={t("admin.statWaiting")}
              value={number.format(d.waiting)}
              hint={link("/admin/review", t("admin.review"))}
            />
            <StatCard
              label={t("admin.statOverdue")}
              value={number.format(d.reports_overdue)}
              tone={d.reports_overdue > 0 ? "attention" : "neutral"}
              hint={t("admin.statOverdueHint", { count: d.reports_open })}
            />
            <StatCard label={t("admin.statOnline")} value={number.format(d.online)} />
            <StatCard
              label={t("admin.statSignupsToday")}
              value={number.format(d.days.at(-1)?.signups ?? 0)}
              hint={t("admin.statSignupsWeek", {
                count: d.days.slice(-7).reduce((sum, day) => sum + day.signups, 0),
              })}
            />
            <StatCard
              label={t("admin.erasuresFailing")}
              value={number.format(d.erasures_failing)}
              tone={d.erasures_failing > 0 ? "attention" : "neutral"}
              hint={d.erasures_failing > 0 ? t("admin.erasuresFailingHint") : undefined}
            />
          </div>
          {d.erasure_failures.length > 0 && <ErasureFailures failures={d.erasure_failures} />}
          <div className="grid gap-4 lg:grid-cols-2">
            <section className="rounded-2xl bg-surface p-5 shadow-card ring-1 ring-ink-900/5">
              <DailyBars
                title={t("admin.chartSignups", { count: DASHBOARD_DAYS })}
                valueLabel={t("admin.signups")}
                dayLabel={t("admin.day")}
                locale={locale}
                data={d.days.map((day) => ({ day: day.day, value: day.signups }))}
              />
            </section>
            {d.days.some((day) => day.revenue !== undefined) && (
              <section className="rounded-2xl bg-surface p-5 shadow-card ring-1 ring-ink-900/5">
                <DailyBars
                  title={t("admin.chartRevenue", { count: DASHBOARD_DAYS })}
                  valueLabel={t("admin.revenue")}
                  dayLabel={t("admin.day")}
                  locale={locale}
                  tone="text-success-600"
                  format={(v) => usd.format(v)}
                  data={d.days.map((day) => ({ day: day.day, value: day.revenue ?? 0 }))}
                />
              </section>
            )}
          </div>
        </>
      )}
    </div>
  );
}
