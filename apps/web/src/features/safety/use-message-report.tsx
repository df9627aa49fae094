/**
 * Reporting a message from its safety note (issue 15): the report dialog of a member's profile,
 * with the chat message or the mail attached, so the moderator reads it as evidence.
 */
import type { ReportType } from "@site/contracts";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useMemberActions } from "../members/use-member-actions.ts";

const ReportDialog = lazy(() => import("@site/ui/report-dialog").then((m) => ({ default: m.ReportDialog })));

export type MessageReportTarget = {
  userid: number;
  username: string;
  about: { message_id: number } | { eid: number };
};

export function useMessageReport(): { report: (target: MessageReportTarget) => void; dialog: ReactNode } {
  const { sendReport } = useMemberActions();
  const [target, setTarget] = useState<MessageReportTarget | null>(null);
  const [open, setOpen] = useState(false);
  const report = useCallback((next: MessageReportTarget) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const dialog = target ? (
    <Suspense fallback={null}>
      <ReportDialog
        open={open}
        onClose={() => setOpen(false)}
        username={target.username}
        onSubmit={async (type: ReportType) => {
          // The answer shows as a toast (sent, already reported today, or why not): the dialog closes.
          await sendReport(target.userid, type, target.about);
          setOpen(false);
        }}
      />
    </Suspense>
  ) : null;
  return { report, dialog };
}
