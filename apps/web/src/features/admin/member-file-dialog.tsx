/**
 * A member's file at the console (issue 14): the account at a glance, the tier and its deadline
 * (administrators change them), reports made and received, blocks, orders and sign-ins. The
 * balance and the orders come only to administrators (money is theirs), so a moderator's file has
 * no such sections at all rather than empty ones.
 */
import { useStaffMember } from "@site/api-client";
import { type StaffMemberDetail, VIP_TIERS } from "@site/contracts";
import { REPORT_TYPE_KEY } from "@site/ui/admin";
import { Avatar } from "@site/ui/avatar";
import { Button } from "@site/ui/button";
import { type DataColumn, DataTable } from "@site/ui/data-table";
import { Dialog } from "@site/ui/dialog";
import { Select } from "@site/ui/select";
import { Spinner } from "@site/ui/spinner";
import { Tabs } from "@site/ui/tabs";
import { TextField } from "@site/ui/text-field";
import { useToast } from "@site/ui/toast";
import { useVipLabel } from "@site/ui/vip-badge";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnswerText } from "../../lib/messages.ts";
import { useAdminApi, useDates } from "./admin-shared.ts";

type Report = StaffMemberDetail["reports_made"][number];
type SignIn = StaffMemberDetail["sessions"][number];

export function MemberFileDialog({
  id,
  mayChangeTier,
  onClose,
  onChanged,
}: {
  id: number | null;
  mayChangeTier: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const file = useStaffMember(api, id);
  const m = file.data;
  return (
    <Dialog open={id !== null} onClose={onClose} size="lg" title={m ? m.username : t("admin.memberLoading")}>
      {!m ? (
        <div className="flex justify-center py-10">
          <Spinner label={t("admin.memberLoading")} />
        </div>
      ) : (
        <MemberFile
          member={m}
          mayChangeTier={mayChangeTier}
          onChanged={async () => {
            await file.mutate();
            onChanged();
          }}
        />
      )}
    </Dialog>
  );
}

function MemberFile({
  member: m,
  mayChangeTier,
  onChanged,
}: {
  member: StaffMemberDetail;
  mayChangeTier: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation("pages");
  const { t: tu } = useTranslation("ui");
  const vipLabel = useVipLabel();
  const date = useDates();
  const at = (seconds: number | null) => (seconds === null ? "—" : date(seconds, "dayTime"));
  const deadline = m.vip === 2 ? m.gold_deadline : m.vip === 1 ? m.silver_deadline : null;
  const orders = m.orders;
  const reportColumns: DataColumn<Report>[] = [
    { key: "who", header: t("admin.member"), rowHeader: true, cell: (r) => r.username },
    {
      key: "type",
      header: t("admin.reportType"),
      cell: (r) => {
        const key = REPORT_TYPE_KEY[r.type as 1];
        return key ? tu(key) : String(r.type);
      },
    },
    { key: "state", header: t("admin.colStatus"), cell: (r) => t(`admin.reportState_${r.state as "open"}`) },
    { key: "when", header: t("admin.when"), cell: (r) => at(r.create_time) },
  ];
  const signInColumns: DataColumn<SignIn>[] = [
    { key: "when", header: t("admin.signedIn"), rowHeader: true, cell: (s) => at(s.create_time) },
    { key: "seen", header: t("admin.lastSeen"), cell: (s) => at(s.last_seen) },
    { key: "ip", header: t("admin.address"), cell: (s) => s.ip || "—" },
    {
      key: "device",
      header: t("admin.device"),
      className: "max-w-64 truncate text-ink-600",
      cell: (s) => <span title={s.user_agent}>{s.user_agent || "—"}</span>,
    },
    {
      key: "ended",
      header: t("admin.colStatus"),
      cell: (s) => (s.ended ? t("admin.sessionEnded") : t("admin.sessionActive")),
    },
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <Avatar src={m.avatar} name={m.username} size="lg" />
        <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {(
            [
              [t("admin.email"), m.email],
              [
                t("admin.colTier"),
                `${vipLabel(m.vip)}${deadline ? ` · ${t("admin.until", { day: date(deadline, "day", { timeZone: "UTC" }) })}` : ""}`,
              ],
              ...(m.amount === undefined ? [] : [[t("admin.colBalance"), String(m.amount)] as const]),
              [t("admin.colJoined"), at(m.create_time)],
              [t("admin.lastSignIn"), at(m.last_login_time)],
              [t("admin.blockedBy"), String(m.blocked_by)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-ink-600">{label}</dt>
              <dd className="break-words font-medium text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {mayChangeTier && <TierForm member={m} onChanged={onChanged} />}
      <Tabs
        label={t("admin.memberFile")}
        panelClassName="pt-4"
        items={[
          {
            key: "about",
            label: t("admin.reportsAbout"),
            badge: m.reports_about.filter((r) => r.state === "open").length,
            content: (
              <DataTable
                caption={t("admin.reportsAbout")}
                columns={reportColumns}
                rows={m.reports_about}
                rowKey={(r) => r.id}
                empty={{ title: t("admin.none") }}
              />
            ),
          },
          {
            key: "made",
            label: t("admin.reportsMade"),
            content: (
              <DataTable
                caption={t("admin.reportsMade")}
                columns={reportColumns}
                rows={m.reports_made}
                rowKey={(r) => r.id}
                empty={{ title: t("admin.none") }}
              />
            ),
          },
          {
            key: "blocks",
            label: t("admin.blocks"),
            content: (
              <DataTable
                caption={t("admin.blocks")}
                columns={[
                  { key: "who", header: t("admin.member"), rowHeader: true, cell: (b) => b.username },
                  { key: "when", header: t("admin.when"), cell: (b) => at(b.create_time) },
                ]}
                rows={m.blocks}
                rowKey={(b) => b.username}
                empty={{ title: t("admin.none") }}
              />
            ),
          },
          ...(orders === undefined
            ? []
            : [
                {
                  key: "orders",
                  label: t("admin.orders"),
                  content: (
                    <DataTable
                      caption={t("admin.orders")}
                      columns={[
                        {
                          key: "id",
                          header: t("admin.orderNumber"),
                          rowHeader: true,
                          numeric: true,
                          cell: (o) => o.id,
                        },
                        { key: "amount", header: t("admin.amount"), numeric: true, cell: (o) => o.amount },
                        {
                          key: "state",
                          header: t("admin.colStatus"),
                          cell: (o) => t(`admin.state_${o.state}`),
                        },
                        { key: "when", header: t("admin.created"), cell: (o) => at(o.create_time) },
                      ]}
                      rows={orders}
                      rowKey={(o) => o.id}
                      empty={{ title: t("admin.none") }}
                    />
                  ),
                },
              ]),
          {
            key: "sessions",
            label: t("admin.signIns"),
            content: (
              <DataTable
                caption={t("admin.signIns")}
                columns={signInColumns}
                rows={m.sessions}
                rowKey={(s) => `${s.create_time}-${s.ip}-${s.user_agent}`}
                empty={{ title: t("admin.none") }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

function TierForm({ member: m, onChanged }: { member: StaffMemberDetail; onChanged: () => Promise<void> }) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const vipLabel = useVipLabel();
  const { show } = useToast();
  const answerText = useAnswerText();
  const current = m.vip === 2 ? m.gold_deadline : m.vip === 1 ? m.silver_deadline : null;
  const [vip, setVip] = useState(String(m.vip));
  const [deadline, setDeadline] = useState(
    current ? new Date(current * 1000).toISOString().slice(0, 10) : "",
  );
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-xl bg-ink-50 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          const answer = await api.memberTier(m.id, Number(vip), deadline);
          if (answer.status === 200) {
            show({ tone: "success", title: t("admin.saved") });
            await onChanged();
          } else show({ tone: "error", title: answerText(answer) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Select
        label={t("admin.colTier")}
        className="w-44"
        value={vip}
        options={VIP_TIERS.map((v) => ({ value: String(v), label: vipLabel(v) }))}
        onChange={setVip}
      />
      {vip !== "0" && (
        <TextField
          label={t("admin.tierUntil")}
          type="date"
          required
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          className="w-48"
        />
      )}
      <Button type="submit" loading={busy}>
        {t("admin.setTier")}
      </Button>
    </form>
  );
}
