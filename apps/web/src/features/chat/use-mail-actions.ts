/** Opening and sending mail, with the permission checks of spec §6 (the server checks them too). */
import { SENT_MAILS_KEY } from "@site/api-client";
import type { MailSendInput } from "@site/contracts";
import type { MailItem } from "@site/ui/mail-list";
import { useToast } from "@site/ui/toast";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { useAnswerText, useMessageText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useChat } from "./chat-provider.tsx";

export function useMailActions() {
  const { can } = useSession();
  const chat = useChat();
  const { show } = useToast();
  const answerText = useAnswerText();
  const text = useMessageText();
  const { t: tl } = useTranslation("chat");
  const [open, setOpen] = useState<MailItem | null>(null);
  const { mutate } = useSWRConfig();

  const noPermission = useCallback(
    () => show({ tone: "error", title: text({ key: "answers.noPermission" }) }),
    [show, text],
  );

  const openMail = useCallback(
    async (mail: MailItem) => {
      // Without Read_mails the mail opens on the plan that reads it (issue 50), not on a refusal.
      if (!can("Read_mails")) return setOpen({ ...mail, msg: "", locked: true });
      const answer = await chat.api.readMail(mail.eid);
      if (answer.status === 200 && answer.data) {
        setOpen(answer.data.mail);
        void chat.reloadMails();
      } else show({ tone: "error", title: answerText(answer) });
    },
    [answerText, can, chat, show],
  );

  /** Rejects with the member-language reason, so the composer keeps what was typed. */
  const sendMail = useCallback(
    async (input: MailSendInput) => {
      if (!can("Start_mail_dialog") && !can("Continue_mail_dialog")) {
        noPermission();
        throw new Error(text({ key: "answers.noPermission" }));
      }
      const answer = await chat.api.sendMail(input);
      if (answer.status !== 200) throw new Error(answerText(answer));
      show({ tone: "success", title: tl("live.mailSent") });
      void mutate(SENT_MAILS_KEY);
    },
    [answerText, can, chat.api, mutate, noPermission, show, text, tl],
  );

  return { open, setOpen, openMail, sendMail };
}
