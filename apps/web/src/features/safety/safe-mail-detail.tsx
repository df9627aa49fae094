/**
 * The mail detail with its safety note (issue 15): a received mail that looks like the start of a
 * scam says so, and its Report opens the report dialog with the mail attached. Every screen that
 * opens a mail uses this one (lazily where it opens from the first screen's menu).
 */
import { MailDetail, type MailDetailProps } from "@site/ui/mail-detail";
import { PermissionOffer } from "../payments/permission-offer.tsx";
import { useMessageReport } from "./use-message-report.tsx";
import { useRisk } from "./use-risk.ts";

export type SafeMailDetailProps = Omit<MailDetailProps, "risk" | "onReport" | "lockedOffer">;

/**
 * A mail the member's plan does not open (Read_mails, spec §6): the plan that reads it, over the
 * shape of a letter. The server withholds the text, so the glimpse is lines, never the words.
 */
function LockedMailOffer() {
  return (
    <PermissionOffer flag="Read_mails" headingLevel={3}>
      <div className="grid gap-2.5 py-4">
        {["w-11/12", "w-full", "w-10/12", "w-9/12", "w-8/12", "w-7/12"].map((width) => (
          <span key={width} className={`h-3 rounded-full bg-ink-200 ${width}`} />
        ))}
      </div>
    </PermissionOffer>
  );
}

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
        lockedOffer={<LockedMailOffer />}
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
