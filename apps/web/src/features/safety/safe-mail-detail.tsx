/**
 * The mail detail with its safety note (issue 15): a received mail that looks like the start of a
 * scam says so, and its Report opens the report dialog with the mail attached. Every screen that
 * opens a mail uses this one (lazily where it opens from the first screen's menu).
 */
import { MailDetail, type MailDetailProps } from "@site/ui/mail-detail";
import { useMessageReport } from "./use-message-report.tsx";
import { useRisk } from "./use-risk.ts";

export type SafeMailDetailProps = Omit<MailDetailProps, "risk" | "onReport">;

export function SafeMailDetail(props: SafeMailDetailProps) {
  const riskOf = useRisk();
  const { report, dialog } = useMessageReport();
  const { mail, onClose } = props;
  const risk = mail && !mail.sent && !mail.locked ? riskOf(mail.msg) : undefined;
  return (
    <>
      <MailDetail
        {...props}
        {...(risk ? { risk } : {})}
        onReport={(reported) => {
          // One dialog at a time: the report takes the mail's place.
          onClose();
          report({ userid: reported.senderid, username: reported.sendername, about: { eid: reported.eid } });
        }}
      />
      {dialog}
    </>
  );
}

export default SafeMailDetail;
