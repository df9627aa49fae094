/**
 * The live part of a signed-in session, shared by both variants: the chat socket, the notice poll,
 * the mail list and the menus' unread counts, and the chat actions a screen needs (send, upload
 * with progress, translate). Mounted by the signed-in shells; the socket closes with opt 6 when the
 * member signs out.
 */
import {
  type ChatCallsApi,
  type ChatSnapshot,
  ChatSocket,
  chatCalls,
  uploadChatImage,
  useChatSnapshot,
  useNoticeCount,
} from "@site/api-client";
import {
  type MailList,
  type Notice,
  StorageKey,
  TRANSLATE_TARGETS,
  type TranslateTarget,
} from "@site/contracts";
import { useToast } from "@site/ui/toast";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useAfterFirstPaint } from "../../lib/after-first-paint.ts";
import type { Variant } from "../../lib/device.ts";
import { useAnswerText, useMessageText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";

export interface ChatRuntime {
  socket: ChatSocket;
  api: ChatCallsApi;
  variant: Variant;
  /** Uploads an image and sends it; progress 0..1 per conversation while it uploads. */
  sendImage(uid: number, file: File): Promise<void>;
  uploadProgress: Record<number, number | undefined>;
  translate(text: string, to: TranslateTarget): Promise<string>;
  /** The targets the site's translation provider serves (initdata), the spec's list when not told. */
  translateTargets: readonly TranslateTarget[];
  notices: Notice[];
  noticeCount: number;
  readNotice(notice: Notice): Promise<void>;
  mails: MailList | undefined;
  reloadMails(): Promise<void>;
  /** The service account's id (initdata). */
  serviceId: number | undefined;
}

const ChatContext = createContext<ChatRuntime | null>(null);

export function useChat(): ChatRuntime {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error("useChat outside ChatProvider");
  return chat;
}

/** The chat state, re-rendering on every change. */
export function useChatState(): ChatSnapshot {
  return useChatSnapshot(useChat().socket);
}

function socketUrl(token: string): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}/ws?token=${encodeURIComponent(token)}`;
}

export function ChatProvider({ variant, children }: { variant: Variant; children: ReactNode }) {
  const { token, client, initdata, signOut } = useSession();
  const api = useMemo(() => chatCalls(client), [client]);
  const answerText = useAnswerText();
  const messageText = useMessageText();
  const { show } = useToast();
  const { t } = useTranslation("shell");
  const navigate = useNavigate();

  // The callback changes with the router; the socket (one per signed-in frame) calls the latest.
  const onSessionInvalid = useRef<() => void>(undefined);
  onSessionInvalid.current = () => {
    void signOut().then(() => navigate(`/${variant}/login`, { replace: true }));
  };
  const [socket] = useState(
    () =>
      new ChatSocket({
        url: () => {
          const current = globalThis.localStorage?.getItem(StorageKey.token);
          return current ? socketUrl(current) : undefined;
        },
        onSessionInvalid: () => onSessionInvalid.current?.(),
      }),
  );
  // The socket, the notice poll and the mail list start once the first screen has painted.
  const live = useAfterFirstPaint();
  useEffect(() => {
    if (!live || !token) return;
    socket.start();
    return () => socket.stop(true);
  }, [socket, live, token]);

  // Opt 7 / opt 8 / refusals become toasts, with the upgrade path where it applies.
  const snapshot = useChatSnapshot(socket);
  const alert = snapshot.alert;
  useEffect(() => {
    if (!alert) return;
    const upgrade = alert.kind !== "refused";
    show({
      tone: "error",
      title: messageText({ key: alert.key, ...(alert.values ? { values: alert.values } : {}) }, alert.msg),
      ...(upgrade
        ? {
            action: {
              label: t("nav.upgrade"),
              onClick: () => navigate(variant === "w" ? "/w/home/upgrade" : "/m/home/upgrade/index"),
            },
          }
        : {}),
    });
    socket.dismissAlert();
  }, [alert, messageText, navigate, show, socket, t, variant]);

  const [uploadProgress, setUploadProgress] = useState<Record<number, number | undefined>>({});
  const sendImage = useCallback(
    async (uid: number, file: File) => {
      if (!token) return;
      setUploadProgress((p) => ({ ...p, [uid]: 0 }));
      const answer = await uploadChatImage(file, token, (f) =>
        setUploadProgress((p) => ({ ...p, [uid]: f })),
      );
      setUploadProgress((p) => ({ ...p, [uid]: undefined }));
      if (answer.status === 200 && answer.data) socket.send(uid, { type: "img", img: answer.data.path });
      else show({ tone: "error", title: answerText(answer) });
    },
    [answerText, show, socket, token],
  );

  const translate = useCallback(
    async (text: string, to: TranslateTarget) => {
      const answer = await api.translate(text, to);
      if (answer.status === 200 && answer.data) return answer.data.dst;
      throw new Error(answerText(answer));
    },
    [answerText, api],
  );

  const [notices, setNotices] = useState<Notice[]>([]);
  const loadNotices = useCallback(async () => {
    const answer = await api.notices().catch(() => undefined);
    if (answer?.status === 200 && answer.data) setNotices(answer.data);
  }, [api]);
  const noticeCount = useNoticeCount(api, live && !!token, () => void loadNotices());
  const readNotice = useCallback(
    async (notice: Notice) => {
      if (notice.status === 0) {
        await api.readNotice(notice.id);
        await loadNotices();
      }
    },
    [api, loadNotices],
  );

  const [mails, setMails] = useState<MailList>();
  const reloadMails = useCallback(async () => {
    const answer = await api.mailList(1).catch(() => undefined);
    if (answer?.status === 200 && answer.data) setMails(answer.data);
  }, [api]);
  useEffect(() => {
    if (!live || !token) return;
    void reloadMails();
    const timer = setInterval(() => void reloadMails(), 15_000);
    return () => clearInterval(timer);
  }, [reloadMails, live, token]);

  const value = useMemo<ChatRuntime>(
    () => ({
      socket,
      api,
      variant,
      sendImage,
      uploadProgress,
      translate,
      translateTargets: initdata?.translate_targets ?? TRANSLATE_TARGETS,
      notices,
      noticeCount,
      readNotice,
      mails,
      reloadMails,
      serviceId: initdata?.service.id,
    }),
    [
      socket,
      api,
      variant,
      sendImage,
      uploadProgress,
      translate,
      notices,
      noticeCount,
      readNotice,
      mails,
      reloadMails,
      initdata,
    ],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
