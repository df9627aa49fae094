/**
 * The dashboard's list of account erasures that failed (issue 51): each waits for its next try
 * while the accounts due after it are erased; staff see which, how often and why, and open the
 * member file from the account's id.
 */
import type { ErasureFailure } from "@site/contracts";
import { type DataColumn, DataTable } from "@site/ui/data-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDates } from "./admin-shared.ts";
import { MemberFileDialog } from "./member-file-dialog.tsx";

export function ErasureFailures({ failures }: { failures: readonly ErasureFailure[] }) {
  const { t } = useTranslation("pages");
  const date = useDates();
  const [opened, setOpened] = useState<number | null>(null);
  const columns: DataColumn<ErasureFailure>[] = [
    {
      key: "account",
      header: t("admin.erasureAccount"),
      rowHeader: true,
      numeric: true,
      cell: (f) => (
        <button
          type="button"
          className="font-medium text-brand-700 hover:text-brand-800"
          onClick={() => setOpened(f.id)}
        >
          {f.id}
        </button>
      ),
    },
    { key: "attempts", header: t("admin.erasureAttempts"), numeric: true, cell: (f) => f.attempts },
    { key: "since", header: t("admin.erasureSince"), cell: (f) => date(f.first_failed_time, "dayTime") },
    { key: "next", header: t("admin.erasureNextTry"), cell: (f) => date(f.retry_time, "dayTime") },
    {
      key: "error",
      header: t("admin.erasureError"),
      className: "text-ink-600 break-all",
      cell: (f) => f.error,
    },
  ];
  return (
    <section className="rounded-2xl bg-surface p-5 shadow-card ring-1 ring-ink-900/5">
      <DataTable
        caption={t("admin.erasureFailures")}
        columns={columns}
        rows={failures}
        rowKey={(f) => f.id}
        rowTone={() => "danger"}
        empty={{ title: t("admin.erasureFailures") }}
      />
      <MemberFileDialog
        id={opened}
        mayChangeTier={false}
        onClose={() => setOpened(null)}
        onChanged={() => undefined}
      />
    </section>
  );
}
