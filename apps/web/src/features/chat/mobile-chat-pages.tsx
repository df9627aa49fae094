/**
 * The phone's chat and mail screens (spec §2 /m): chat/list (tabs Chat, Customer and, ours,
 * Notices: the phone has no top nav with the web's notice menu; also the message tab), chat/index?uid=, chat/service, email/list and email/send.
 */
import { Button } from "@site/ui/button";
import { ConversationList } from "@site/ui/conversation-list";
import { EmptyState } from "@site/ui/empty-state";
import { MailComposer } from "@site/ui/mail-composer";
import { NoticeItem } from "@site/ui/notice-item";
import { Tabs } from "@site/ui/tabs";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { SafeMailDetail } from "../safety/safe-mail-detail.tsx";
import { useRisk } from "../safety/use-risk.ts";
import { MobileBar as Bar } from "../shell/mobile-bar.tsx";
import { useChat, useChatState } from "./chat-provider.tsx";
import { Conversation } from "./conversation.tsx";
import { MailBoxes } from "./mail-boxes.tsx";
import { useMailActions } from "./use-mail-actions.ts";

export function MobileChatListPage() {
  const { t } = useTranslation("shell");
  const { t: tl } = useTranslation("chat");
  const chat = useChat();
  const state = useChatState();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab = asked === "customer" || asked === "notices" ? asked : "chat";
  return (
    <div>
      <Bar
        title={t("titles.chat")}
        action={
          <Link to="/m/home/email/list" className="text-sm font-semibold text-brand-700">
            {tl("live.mails")}
          </Link>
        }
      />
      <Tabs
        selectedKey={tab}
        fill
        onChange={(key) => setParams({ tab: key })}
        label={t("titles.chat")}
        items={[
          {
            key: "chat",
            label: tl("live.chatTab"),
            badge: state.contacts.filter((c) => c.uid !== chat.serviceId).reduce((n, c) => n + c.count, 0),
            content: (
              <ConversationList
                contacts={state.contacts.filter((c) => c.uid !== chat.serviceId)}
                loading={!state.ready}
                onSelect={(uid) => navigate(`/m/home/chat/index?uid=${uid}`)}
                onDelete={(uid) => chat.socket.remove(uid)}
              />
            ),
          },
          {
            key: "customer",
            label: tl("live.customerTab"),
            badge: state.contacts.find((c) => c.uid === chat.serviceId)?.count ?? 0,
            content: (
              <div className="space-y-4 p-6 text-center">
                <p className="text-ink-600">{tl("live.serviceIntro")}</p>
                <Button onClick={() => navigate("/m/home/chat/service")}>{tl("live.openService")}</Button>
              </div>
            ),
          },
          {
            key: "notices",
            label: tl("live.noticesTab"),
            badge: chat.notices.filter((n) => n.status === 0).length,
            content:
              chat.notices.length === 0 ? (
                <EmptyState title={tl("live.noticesEmpty")} className="py-10" />
              ) : (
                <ul className="flex flex-col gap-0.5 p-2">
                  {chat.notices.map((notice) => (
                    <li key={notice.id}>
                      <NoticeItem notice={notice} onOpen={(n) => void chat.readNotice(n)} />
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </div>
  );
}

export function MobileChatPage() {
  const { t } = useTranslation("shell");
  const [params] = useSearchParams();
  const uid = Number(params.get("uid"));
  // The bar names the screen; the conversation's own header names the member, with their picture
  // and tier (the bar said the name a second time, right above it).
  return (
    <div className="flex h-dvh flex-col">
      <Bar title={t("titles.chat")} back="/m/home/chat/list" />
      <div className="min-h-0 flex-1">
        {Number.isSafeInteger(uid) && uid > 0 ? (
          <Conversation key={uid} uid={uid} compact className="h-full" />
        ) : null}
      </div>
    </div>
  );
}

export function MobileServicePage() {
  const { t } = useTranslation("shell");
  const chat = useChat();
  return (
    <div className="flex h-dvh flex-col">
      <Bar title={t("titles.chat")} back="/m/home/chat/list?tab=customer" />
      <div className="min-h-0 flex-1">
        {chat.serviceId ? <Conversation uid={chat.serviceId} compact className="h-full" /> : null}
      </div>
    </div>
  );
}

export function MobileMailListPage() {
  const { t } = useTranslation("shell");
  const { t: tl } = useTranslation("chat");
  const navigate = useNavigate();
  const { open, setOpen, openMail } = useMailActions();
  return (
    <div>
      <Bar
        title={t("titles.mails")}
        back="/m/home/chat/list"
        action={
          <button
            type="button"
            onClick={() => navigate("/m/home/email/send")}
            className="text-sm font-semibold text-brand-700"
            aria-label={tl("live.newMail")}
          >
            ＋
          </button>
        }
      />
      <MailBoxes className="p-3" onOpen={(mail) => (mail.sent ? setOpen(mail) : void openMail(mail))} />
      <SafeMailDetail
        mail={open}
        open={open !== null}
        onClose={() => setOpen(null)}
        onReply={(mail) => navigate(`/m/home/email/send?to=${encodeURIComponent(mail.sendername)}`)}
      />
    </div>
  );
}

export function MobileMailSendPage() {
  const { t: tl } = useTranslation("chat");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { sendMail } = useMailActions();
  const riskOf = useRisk();
  const to = params.get("to") ?? undefined;
  return (
    <div>
      <Bar title={tl("live.newMail")} back="/m/home/email/list" />
      <div className="p-4">
        <MailComposer
          onSend={sendMail}
          checkBeforeSend={(input) => riskOf(input.content) ?? null}
          onSent={() => navigate("/m/home/email/list?box=sent")}
          onCancel={() => navigate("/m/home/email/list")}
          {...(to ? { defaultRecipient: to } : {})}
        />
      </div>
    </div>
  );
}
