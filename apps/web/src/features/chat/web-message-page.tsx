/** /w/home/message: the inbox and the sent box with search, a new-mail dialog and a detail dialog (spec §2). */
import { Button } from "@site/ui/button";
import { MailComposerDialog } from "@site/ui/mail-composer";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { SafeMailDetail } from "../safety/safe-mail-detail.tsx";
import { useRisk } from "../safety/use-risk.ts";
import { MailBoxes } from "./mail-boxes.tsx";
import { useMailActions } from "./use-mail-actions.ts";

export default function WebMessagePage() {
  const { t } = useTranslation("shell");
  const { t: tl } = useTranslation("chat");
  const { open, setOpen, openMail, sendMail } = useMailActions();
  // Every risky mail asks before it goes (a mail is a conversation's first message more often than not).
  const riskOf = useRisk();
  const [params, setParams] = useSearchParams();
  const [reply, setReply] = useState<string>();
  const composing = params.get("compose") === "1";
  const compose = (to?: string) => {
    setReply(to);
    setParams({ compose: "1" });
  };
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-center justify-between">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{t("titles.mails")}</h1>
        <Button onClick={() => compose()}>{tl("live.newMail")}</Button>
      </div>
      <MailBoxes onOpen={(mail) => (mail.sent ? setOpen(mail) : void openMail(mail))} />
      <MailComposerDialog
        open={composing}
        onClose={() => setParams({})}
        onSend={sendMail}
        checkBeforeSend={(input) => riskOf(input.content) ?? null}
        {...(reply ? { defaultRecipient: reply } : {})}
      />
      <SafeMailDetail
        mail={open}
        open={open !== null}
        onClose={() => setOpen(null)}
        onReply={(mail) => {
          setOpen(null);
          compose(mail.sendername);
        }}
      />
    </div>
  );
}
