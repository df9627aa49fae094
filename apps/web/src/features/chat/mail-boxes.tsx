/**
 * The two mail boxes of both variants: the inbox (spec §7 emaillist) and the mail the member sent
 * (ours, sentlist). The box in view is in the address (`?box=sent`), so a send can land on it.
 */
import { useSentMails } from "@site/api-client";
import { type MailItem, MailList, sentMailItem } from "@site/ui/mail-list";
import { Tabs } from "@site/ui/tabs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useChat } from "./chat-provider.tsx";

export type MailBox = "inbox" | "sent";

export function MailBoxes({ onOpen, className }: { onOpen: (mail: MailItem) => void; className?: string }) {
  const { t } = useTranslation("mail");
  const chat = useChat();
  const [params, setParams] = useSearchParams();
  const box: MailBox = params.get("box") === "sent" ? "sent" : "inbox";
  const sent = useSentMails(chat.api, box === "sent");
  const pages = sent.data ?? [];
  const last = pages.at(-1);
  return (
    <div className={className}>
      <Tabs
        variant="pill"
        label={t("title")}
        selectedKey={box}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === "sent") next.set("box", "sent");
              else next.delete("box");
              return next;
            },
            { replace: true },
          )
        }
        items={[
          { key: "inbox", label: t("inbox") },
          { key: "sent", label: t("sent") },
        ]}
        className="mb-3"
      />
      {box === "inbox" ? (
        <MailList mails={chat.mails?.data ?? []} loading={!chat.mails} onOpen={onOpen} />
      ) : (
        <MailList
          box="sent"
          mails={pages.flatMap((page) => page.data.map(sentMailItem))}
          loading={sent.isLoading || sent.isValidating}
          error={sent.error}
          onRetry={() => sent.mutate()}
          hasMore={!!last && last.current_page < last.last_page}
          onLoadMore={() => void sent.setSize(sent.size + 1)}
          onOpen={onOpen}
        />
      )}
    </div>
  );
}
