/**
 * Orders at the console (issue 14), for administrators: find an order by number or payer, filter
 * by state, open one to read its story (provider notices, ledger movements, staff actions), and
 * refund a paid one with a reason. The server does the reversal, tells the member and audits.
 */
import { adminKeys, useOrderPage, useStaffOrder } from "@site/api-client";
import { AdminStatus, ORDER_STATES, type StaffOrderRow } from "@site/contracts";
import { Button } from "@site/ui/button";
import { type DataColumn, DataTable, FilterBar } from "@site/ui/data-table";
import { Dialog } from "@site/ui/dialog";
import { usePayMethodName } from "@site/ui/payments";
import { Spinner } from "@site/ui/spinner";
import { TextField } from "@site/ui/text-field";
import { useToast } from "@site/ui/toast";
import { useVipLabel } from "@site/ui/vip-badge";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useAdminApi, useDates, useLocale } from "./admin-shared.ts";

const STATE_TONE: Record<string, string> = {
  paid: "bg-success-50 text-success-700",
  refunded: "bg-brand-50 text-brand-700",
  failed: "bg-danger-50 text-danger-700",
};

function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation("pages");
  return (
    <span
      className={`rounded-full px-2 py-0.5 font-medium text-xs ${STATE_TONE[state] ?? "bg-ink-100 text-ink-700"}`}
    >
      {t(`admin.state_${state as "paid"}`)}
    </span>
  );
}

function useOrderWords() {
  const { t } = useTranslation("pages");
  const vipLabel = useVipLabel();
  const locale = useLocale();
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const date = useDates();
  return {
    what: (o: StaffOrderRow) =>
      o.order_type === 2
        ? `${vipLabel(o.tier ?? 0)} · ${t("admin.monthsCount", { count: o.months ?? 0 })}`
        : t("admin.rechargeOrder"),
    money: (o: StaffOrderRow) => money.format(o.amount),
    when: (seconds: number) => date(seconds, "dayTime"),
  };
}

export function OrdersPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const methodName = usePayMethodName();
  const words = useOrderWords();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [state, setState] = useState("");
  const [open, setOpen] = useState<number | null>(null);
  const list = useOrderPage(api, page, q.trim(), state);
  const columns: DataColumn<StaffOrderRow>[] = [
    { key: "id", header: t("admin.orderNumber"), rowHeader: true, numeric: true, cell: (o) => o.id },
    {
      key: "member",
      header: t("admin.member"),
      sortValue: (o) => o.username.toLowerCase(),
      cell: (o) => (
        <>
          <span className="block font-semibold text-ink-900">{o.username}</span>
          {o.gainer !== o.username && (
            <span className="block text-ink-600 text-xs">{t("admin.forMember", { name: o.gainer })}</span>
          )}
        </>
      ),
    },
    { key: "what", header: t("admin.orderWhat"), cell: words.what },
    {
      key: "amount",
      header: t("admin.amount"),
      numeric: true,
      sortValue: (o) => o.amount,
      cell: words.money,
    },
    { key: "method", header: t("admin.method"), cell: (o) => methodName(o.pay_type) },
    {
      key: "state",
      header: t("admin.colStatus"),
      sortValue: (o) => o.state,
      cell: (o) => <StateBadge state={o.state} />,
    },
    {
      key: "created",
      header: t("admin.created"),
      sortValue: (o) => o.create_time,
      className: "whitespace-nowrap text-ink-600",
      cell: (o) => words.when(o.create_time),
    },
    {
      key: "open",
      header: t("admin.colActions"),
      cell: (o) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(o.id)}
          aria-label={t("admin.openOrder", { id: o.id })}
        >
          {t("admin.details")}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.orders")}</h1>
      <FilterBar
        searchLabel={t("admin.searchOrders")}
        query={q}
        onQuery={(value) => {
          setQ(value);
          setPage(1);
        }}
        filters={[
          {
            name: "state",
            label: t("admin.colStatus"),
            options: [
              { value: "", label: t("admin.anyStatus") },
              ...ORDER_STATES.map((s) => ({ value: s, label: t(`admin.state_${s}`) })),
            ],
          },
        ]}
        values={{ state }}
        onFilter={(_, value) => {
          setState(value);
          setPage(1);
        }}
        onClear={() => {
          setQ("");
          setState("");
          setPage(1);
        }}
      />
      <DataTable
        caption={t("admin.orders")}
        columns={columns}
        rows={list.data?.orders}
        rowKey={(o) => o.id}
        loading={list.isLoading}
        loadingLabel={t("admin.ordersLoading")}
        empty={{ title: t("admin.ordersEmpty") }}
        page={page}
        lastPage={list.data?.last_page ?? 1}
        onPage={setPage}
      />
      <OrderDialog id={open} onClose={() => setOpen(null)} onChanged={() => void list.mutate()} />
    </div>
  );
}

function OrderDialog({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const order = useStaffOrder(api, id);
  const words = useOrderWords();
  const methodName = usePayMethodName();
  const { show } = useToast();
  const answerText = useAnswerText();
  const { mutate } = useSWRConfig();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const o = order.data;
  const close = () => {
    setRefunding(false);
    setReason("");
    onClose();
  };
  const refund = async () => {
    if (!o || busy || !reason.trim()) return;
    setBusy(true);
    try {
      const answer = await api.refund(o.id, reason.trim());
      if (answer.status === 200) show({ tone: "success", title: t("admin.refunded", { id: o.id }) });
      else show({ tone: "error", title: answerText(answer) });
      if (answer.status === 200 || answer.status === AdminStatus.done) {
        setRefunding(false);
        setReason("");
        await mutate(adminKeys.order(o.id));
        onChanged();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={id !== null} onClose={close} size="lg" title={t("admin.orderTitle", { id: id ?? "" })}>
      {!o ? (
        <div className="flex justify-center py-10">
          <Spinner label={t("admin.ordersLoading")} />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            {(
              [
                [t("admin.member"), o.gainer === o.username ? o.username : `${o.username} → ${o.gainer}`],
                [t("admin.orderWhat"), words.what(o)],
                [t("admin.amount"), words.money(o)],
                [t("admin.method"), `${methodName(o.pay_type)}${o.card ? ` · ${o.card}` : ""}`],
                [t("admin.colStatus"), <StateBadge key="state" state={o.state} />],
                [t("admin.created"), words.when(o.create_time)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-ink-600">{label}</dt>
                <dd className="font-medium text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="order-events">
            <h3 id="order-events" className="mb-2 font-semibold text-ink-900">
              {t("admin.orderEvents")}
            </h3>
            <ol className="flex flex-col gap-2 border-ink-100 border-s-2 ps-4">
              {o.events.map((e) => (
                <li key={`${e.kind}-${e.at}-${e.detail}`} className="text-sm">
                  <span className="font-medium text-ink-900">{t(`admin.event_${e.kind as "created"}`)}</span>
                  <span className="ms-2 text-ink-600 tabular-nums">{words.when(e.at)}</span>
                  {e.detail && <span className="block break-words text-ink-700">{e.detail}</span>}
                </li>
              ))}
            </ol>
          </section>
          {o.state === "paid" &&
            (refunding ? (
              <form
                noValidate
                className="flex flex-col gap-3 rounded-xl bg-ink-50 p-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  void refund();
                }}
              >
                <p className="text-ink-700 text-sm">{t("admin.refundHint")}</p>
                <TextField
                  label={t("admin.reason")}
                  required
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
                <div className="flex justify-end gap-2">
                  <Button type="button" variant="outline" onClick={() => setRefunding(false)}>
                    {t("admin.cancel")}
                  </Button>
                  <Button
                    type="submit"
                    loading={busy}
                    disabled={!reason.trim()}
                    className="bg-danger-600 hover:bg-danger-700"
                  >
                    {t("admin.refundConfirm")}
                  </Button>
                </div>
              </form>
            ) : (
              <div className="flex justify-end">
                <Button variant="outline" className="text-danger-700" onClick={() => setRefunding(true)}>
                  {t("admin.refund")}
                </Button>
              </div>
            ))}
        </div>
      )}
    </Dialog>
  );
}
