/**
 * The operator's console (issue 14), a route tree of its own under /admin, loaded only when staff
 * open it: no member downloads it. Every call is checked on the server (routes/admin); this frame
 * only shows what the server answered: a visitor is asked to sign in, a member is told the console
 * is for staff, staff see the queues their role may work.
 */
import {
  adminKeys,
  type MemberFilters,
  useAuditPage,
  useMemberPage,
  useReportQueue,
  useReviewQueue,
  useStaffMe,
} from "@site/api-client";
import {
  AdminStatus,
  type AuditEntry,
  MEMBER_STATUS_FILTERS,
  type MemberAction,
  type MemberRow,
  type ReportAction,
  type ReviewCandidate,
  type SecondFactorDue,
  staffMay,
  VIP_TIERS,
} from "@site/contracts";
import { AuditChange, RefuseDialog, ReportCase, ReviewCard } from "@site/ui/admin";
import { Button } from "@site/ui/button";
import { type DataColumn, DataTable, FilterBar } from "@site/ui/data-table";
import { Dialog } from "@site/ui/dialog";
import { EmptyState } from "@site/ui/empty-state";
import { Spinner } from "@site/ui/spinner";
import { TextField } from "@site/ui/text-field";
import { ToastProvider, useToast } from "@site/ui/toast";
import { useVipLabel } from "@site/ui/vip-badge";
import { type ComponentProps, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useInterestNames } from "../members/interests.ts";
import { Logo } from "../shell/logo.tsx";
import { useAdminApi, useDates } from "./admin-shared.ts";
import { MemberFileDialog } from "./member-file-dialog.tsx";
import { SecondFactorGate } from "./second-factor.tsx";
import { useTakeDown } from "./take-down.tsx";

const centred = (
  <div className="flex justify-center py-24">
    <Spinner />
  </div>
);

/** The console's frame: its own header and navigation, then the page. */
export function AdminLayout() {
  return (
    <ToastProvider insetTop="4rem">
      <Suspense fallback={centred}>
        <StaffFrame />
      </Suspense>
    </ToastProvider>
  );
}

function StaffFrame() {
  const { t } = useTranslation("pages");
  const { token, signOut } = useSession();
  const api = useAdminApi();
  const me = useStaffMe(api);
  const navigate = useNavigate();
  if (!token) return <StaffOnly signedIn={false} />;
  if (me.isLoading || !me.data) return centred;
  if (me.data.status === AdminStatus.secondFactor) {
    const due = (me.data.data as unknown as { due?: SecondFactorDue } | undefined)?.due ?? "verify";
    return <SecondFactorGate api={api} due={due} onOpened={() => void me.mutate()} />;
  }
  if (me.data.status !== 200 || !me.data.data) return <StaffOnly signedIn />;
  const staff = me.data.data;
  const links = [
    ["/admin/dashboard", t("admin.dashboard")],
    ["/admin/review", t("admin.review")],
    ["/admin/reports", t("admin.reports")],
    ["/admin/content", t("admin.content")],
    ["/admin/service", t("admin.service")],
    ["/admin/members", t("admin.members")],
    ...(staffMay(staff.role, "money") ? [["/admin/orders", t("admin.orders")]] : []),
    ...(staffMay(staff.role, "catalogs")
      ? [
          ["/admin/catalogs", t("admin.catalogs")],
          ["/admin/articles", t("admin.articles")],
        ]
      : []),
    ...(staffMay(staff.role, "money") ? [["/admin/audit", t("admin.audit")]] : []),
  ] as const;
  return (
    <div className="min-h-screen bg-surface-muted">
      <header className="sticky top-0 z-20 border-ink-100 border-b bg-surface/95 backdrop-blur">
        <div className="flex h-16 items-center gap-4 px-6">
          <Link to="/admin/dashboard" className="flex items-center gap-2">
            <Logo />
            <span className="font-semibold text-ink-500 text-sm">{t("admin.title")}</span>
          </Link>
          <span className="ms-auto whitespace-nowrap text-ink-600 text-sm">
            {staff.username} · {t(`admin.role_${staff.role}`)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => void signOut().then(() => navigate("/w/login"))}>
            {t("admin.signOut")}
          </Button>
        </div>
      </header>
      <div className="flex">
        {/* A back office's sections in a column: room for every one, at any width. */}
        <nav
          aria-label={t("admin.title")}
          className="sticky top-16 h-[calc(100dvh-4rem)] w-52 shrink-0 overflow-y-auto border-ink-100 border-e bg-surface px-3 py-6"
        >
          <ul className="flex flex-col gap-0.5">
            {links.map(([to, label]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className="block rounded-lg px-3 py-2 font-medium text-ink-600 text-sm hover:bg-ink-100 hover:text-ink-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 px-8 py-8">
          <div className="mx-auto max-w-page">
            <Suspense fallback={centred}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}

function StaffOnly({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("pages");
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-muted px-6">
      <h1 className="sr-only">{t("admin.title")}</h1>
      <EmptyState
        className="max-w-md rounded-2xl bg-surface p-10 shadow-card ring-1 ring-ink-900/5"
        title={t("admin.staffOnly")}
        description={t("admin.staffOnlyHint")}
        action={
          signedIn ? undefined : (
            <Link to="/w/login" className="font-semibold text-brand-700 text-sm hover:text-brand-800">
              {t("admin.signInAsStaff")}
            </Link>
          )
        }
      />
    </main>
  );
}

/** A queue page: its title and count, then a spinner, the empty state, or the cards. */
function Queue<T extends { id: number }>({
  title,
  items,
  loading,
  loadingLabel,
  empty,
  card,
}: {
  title: string;
  items: T[] | undefined;
  loading: boolean;
  loadingLabel: string;
  empty: { title: string; hint: string };
  card: (item: T) => ReactNode;
}) {
  const { t } = useTranslation("pages");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="font-display font-semibold text-2xl text-ink-900">{title}</h1>
        {items && <p className="text-ink-600 text-sm">{t("admin.waiting", { count: items.length })}</p>}
      </div>
      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner label={loadingLabel} />
        </div>
      ) : !items?.length ? (
        <EmptyState
          className="rounded-2xl bg-surface py-12 shadow-card ring-1 ring-ink-900/5"
          title={empty.title}
          description={empty.hint}
        />
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
        <ul role="list" className="grid gap-4 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="flex">
              {card(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ReviewQueuePage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const queue = useReviewQueue(api);
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const answerText = useAnswerText();
  const [busy, setBusy] = useState<number>();
  const [refusing, setRefusing] = useState<ReviewCandidate | null>(null);

  const decided = async (answer: { status: number; msg?: string }, done: string) => {
    // A decision made elsewhere meanwhile is no error: the queue is simply refreshed.
    if (answer.status === 200 || answer.status === AdminStatus.done) show({ tone: "success", title: done });
    else show({ tone: "error", title: answerText(answer) });
    await mutate(adminKeys.review);
  };
  const approve = async (c: ReviewCandidate) => {
    setBusy(c.id);
    try {
      await decided(await api.approve(c.id), t("admin.approved", { name: c.username }));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      <Queue
        title={t("admin.review")}
        items={queue.data}
        loading={queue.isLoading}
        loadingLabel={t("admin.queueLoading")}
        empty={{ title: t("admin.queueEmpty"), hint: t("admin.queueEmptyHint") }}
        card={(c) => (
          <Candidate
            className="flex-1"
            candidate={c}
            busy={busy === c.id}
            onApprove={() => void approve(c)}
            onRefuse={() => setRefusing(c)}
          />
        )}
      />
      <RefuseDialog
        username={refusing?.username ?? null}
        onClose={() => setRefusing(null)}
        onRefuse={async (reason) => {
          if (!refusing) return;
          const answer = await api.reject(refusing.id, reason);
          setRefusing(null);
          await decided(answer, t("admin.refused", { name: refusing.username }));
        }}
      />
    </>
  );
}

/** A review card with the candidate's interests named in the reader's language. */
function Candidate(props: Omit<ComponentProps<typeof ReviewCard>, "interests">) {
  const interests = useInterestNames(props.candidate.interest);
  return <ReviewCard {...props} interests={interests} />;
}

export function ReportQueuePage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const queue = useReportQueue(api);
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const answerText = useAnswerText();
  const [busy, setBusy] = useState<{ id: number; action: ReportAction }>();
  const takeDown = useTakeDown(() => mutate(adminKeys.reports));
  const act = async (id: number, action: ReportAction) => {
    setBusy({ id, action });
    try {
      const answer = await api.resolveReport(id, action);
      if (answer.status === 200 || answer.status === AdminStatus.done)
        show({ tone: "success", title: t("admin.closed") });
      else show({ tone: "error", title: answerText(answer) });
      await mutate(adminKeys.reports);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      <Queue
        title={t("admin.reports")}
        items={queue.data}
        loading={queue.isLoading}
        loadingLabel={t("admin.reportsLoading")}
        empty={{ title: t("admin.reportsEmpty"), hint: t("admin.reportsEmptyHint") }}
        card={(r) => (
          <ReportCase
            className="flex-1"
            report={r}
            busy={busy?.id === r.id ? busy.action : undefined}
            onAct={(action) => void act(r.id, action)}
            onTakeDown={takeDown.ask}
          />
        )}
      />
      {takeDown.dialog}
    </>
  );
}

/** Members: find and filter, act on the account; administrators also grant or deduct credits. */
export function MembersPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const { show } = useToast();
  const answerText = useAnswerText();
  const me = useStaffMe(api).data?.data;
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [filters, setFilters] = useState<Record<string, string>>({});
  const chosen: MemberFilters = Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== "")
      .map(([k, v]) => [k, Number(v)]),
  );
  const list = useMemberPage(api, page, q.trim(), chosen);
  const [busy, setBusy] = useState<string>();
  const [crediting, setCrediting] = useState<MemberRow | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const vipLabel = useVipLabel();
  const date = useDates();
  const act = async (m: MemberRow, action: MemberAction) => {
    setBusy(`${m.id}:${action}`);
    try {
      const answer = await api.memberAction(m.id, action);
      show(
        answer.status === 200
          ? { tone: "success", title: t("admin.saved") }
          : { tone: "error", title: answerText(answer) },
      );
      await list.mutate();
    } finally {
      setBusy(undefined);
    }
  };
  const statusLabel = (status: number) =>
    status === 1
      ? t("admin.statusApproved")
      : status === 2
        ? t("admin.statusReview")
        : t("admin.statusDisabled");
  const columns: DataColumn<MemberRow>[] = [
    {
      key: "member",
      header: t("admin.member"),
      rowHeader: true,
      sortValue: (m) => m.username.toLowerCase(),
      cell: (m) => (
        <>
          <span className="block font-semibold text-ink-900">{m.username}</span>
          <span className="block text-ink-600 text-xs">{m.email}</span>
        </>
      ),
    },
    {
      key: "status",
      header: t("admin.colStatus"),
      sortValue: (m) => m.status,
      cell: (m) => (
        <>
          {statusLabel(m.status)}
          {m.chat_state === 1 && (
            <span className="block text-danger-700 text-xs">{t("admin.chatBanned")}</span>
          )}
        </>
      ),
    },
    { key: "tier", header: t("admin.colTier"), sortValue: (m) => m.vip, cell: (m) => vipLabel(m.vip) },
    // Balances come to administrators only: a moderator's list has no such column.
    ...(me && staffMay(me.role, "money")
      ? [
          {
            key: "balance",
            header: t("admin.colBalance"),
            numeric: true,
            sortValue: (m: MemberRow) => m.amount ?? 0,
            cell: (m: MemberRow) => m.amount,
          },
        ]
      : []),
    {
      key: "joined",
      header: t("admin.colJoined"),
      sortValue: (m) => m.create_time,
      className: "whitespace-nowrap text-ink-600",
      cell: (m) => date(m.create_time, "day"),
    },
    {
      key: "actions",
      header: t("admin.colActions"),
      cell: (m) => (
        <div className="flex flex-wrap gap-1.5">
          <Button
            size="sm"
            variant="outline"
            aria-label={t("admin.memberDetails", { name: m.username })}
            onClick={() => setOpened(m.id)}
          >
            {t("admin.details")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={busy === `${m.id}:${m.chat_state === 1 ? "unban-chat" : "ban-chat"}`}
            onClick={() => void act(m, m.chat_state === 1 ? "unban-chat" : "ban-chat")}
          >
            {m.chat_state === 1 ? t("admin.unbanChat") : t("admin.banChat")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className={m.status === 3 ? undefined : "text-danger-700"}
            loading={busy === `${m.id}:${m.status === 3 ? "enable" : "disable"}`}
            onClick={() => void act(m, m.status === 3 ? "enable" : "disable")}
          >
            {m.status === 3 ? t("admin.enable") : t("admin.disableAccount")}
          </Button>
          {me && staffMay(me.role, "money") && (
            <Button size="sm" variant="secondary" onClick={() => setCrediting(m)}>
              {t("admin.credits")}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.members")}</h1>
      <FilterBar
        searchLabel={t("admin.searchMembers")}
        query={q}
        onQuery={(value) => {
          setQ(value);
          setPage(1);
        }}
        filters={[
          {
            name: "status",
            label: t("admin.colStatus"),
            options: [
              { value: "", label: t("admin.anyStatus") },
              ...MEMBER_STATUS_FILTERS.map((s) => ({ value: String(s), label: statusLabel(s) })),
            ],
          },
          {
            name: "vip",
            label: t("admin.colTier"),
            options: [
              { value: "", label: t("admin.anyTier") },
              ...VIP_TIERS.map((v) => ({ value: String(v), label: vipLabel(v) })),
            ],
          },
          {
            name: "chat_banned",
            label: t("admin.chat"),
            options: [
              { value: "", label: t("admin.anyChat") },
              { value: "1", label: t("admin.chatBanned") },
            ],
          },
        ]}
        values={filters}
        onFilter={(name, value) => {
          setFilters((f) => ({ ...f, [name]: value }));
          setPage(1);
        }}
        onClear={() => {
          setQ("");
          setFilters({});
          setPage(1);
        }}
      />
      <DataTable
        caption={t("admin.members")}
        columns={columns}
        rows={list.data?.members}
        rowKey={(m) => m.id}
        loading={list.isLoading}
        loadingLabel={t("admin.membersLoading")}
        empty={{ title: t("admin.membersEmpty") }}
        rowTone={(m) => (m.status === 3 ? "muted" : undefined)}
        page={page}
        lastPage={list.data?.last_page ?? 1}
        onPage={setPage}
      />
      <MemberFileDialog
        id={opened}
        mayChangeTier={me ? staffMay(me.role, "money") : false}
        onClose={() => setOpened(null)}
        onChanged={() => void list.mutate()}
      />
      <CreditsDialog
        member={crediting}
        onClose={() => setCrediting(null)}
        onSave={async (amount, reason) => {
          if (!crediting) return;
          const answer = await api.memberCredits(crediting.id, amount, reason);
          if (answer.status !== 200) {
            show({ tone: "error", title: answerText(answer) });
            return;
          }
          show({ tone: "success", title: t("admin.saved") });
          setCrediting(null);
          await list.mutate();
        }}
      />
    </div>
  );
}

function CreditsDialog({
  member,
  onClose,
  onSave,
}: {
  member: MemberRow | null;
  onClose: () => void;
  onSave: (amount: string, reason: string) => Promise<void>;
}) {
  const { t } = useTranslation("pages");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  if (member && member.username !== name) {
    setName(member.username);
    setAmount("");
    setReason("");
  }
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      size="sm"
      title={t("admin.creditsTitle", { name })}
      description={t("admin.creditsHint")}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy || !amount.trim() || !reason.trim()) return;
          setBusy(true);
          try {
            await onSave(amount.trim(), reason.trim());
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          label={t("admin.amount")}
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={t("admin.creditsReason")}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" loading={busy} disabled={!amount.trim() || !reason.trim()}>
            {t("admin.save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function AuditPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const audit = useAuditPage(api, page, q.trim());
  const date = useDates();
  const columns: DataColumn<AuditEntry>[] = [
    {
      key: "when",
      header: t("admin.when"),
      className: "whitespace-nowrap text-ink-600 tabular-nums",
      cell: (e) => date(e.create_time, "dayTimeSeconds"),
    },
    { key: "who", header: t("admin.who"), cell: (e) => e.actor },
    { key: "what", header: t("admin.what"), className: "font-medium text-ink-900", cell: (e) => e.action },
    { key: "target", header: t("admin.target"), numeric: true, cell: (e) => e.target_id ?? "" },
    {
      key: "change",
      header: t("admin.change"),
      className: "text-ink-600",
      cell: (e) => <AuditChange before={e.before} after={e.after} />,
    },
    { key: "why", header: t("admin.why"), className: "text-ink-700", cell: (e) => e.reason },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.audit")}</h1>
      <FilterBar
        searchLabel={t("admin.search")}
        query={q}
        onQuery={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <DataTable
        caption={t("admin.audit")}
        columns={columns}
        rows={audit.data?.entries}
        rowKey={(e) => e.id}
        loading={audit.isLoading}
        loadingLabel={t("admin.auditLoading")}
        empty={{ title: t("admin.auditEmpty") }}
        page={page}
        lastPage={audit.data?.last_page ?? 1}
        onPage={setPage}
      />
    </div>
  );
}
