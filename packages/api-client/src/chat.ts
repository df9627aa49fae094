/** Typed mail, notice, translation and chat-upload calls (spec §7 notices and mails, translate). */
import {
  type Answer,
  ChatCalls,
  type ChatUpload,
  type Mail,
  type MailList,
  type MailSendInput,
  type Notice,
  type NoticeCount,
  type SentMailList,
  type TranslateAnswer,
  type TranslateTarget,
} from "@site/contracts";
import type { Client } from "./http.ts";

export function chatCalls(client: Client) {
  return {
    mailList: (page = 1) => client.call<MailList>(ChatCalls.mailList, { page }),
    sentMails: (page = 1) => client.call<SentMailList>(ChatCalls.mailSent, { page }),
    sendMail: (input: MailSendInput) => client.call<undefined>(ChatCalls.mailSend, { ...input }),
    readMail: (eid: number) => client.call<{ mail: Mail; unread: number }>(ChatCalls.mailRead, { id: eid }),
    noticeCount: () => client.call<NoticeCount>(ChatCalls.noticeCount),
    notices: () => client.call<Notice[]>(ChatCalls.noticeList),
    readNotice: (id: number) => client.call<NoticeCount>(ChatCalls.noticeRead, { id }),
    translate: (content: string, to: TranslateTarget) =>
      client.call<TranslateAnswer>(ChatCalls.translate, { content, to }),
  };
}
export type ChatCallsApi = ReturnType<typeof chatCalls>;

/**
 * Uploads a chat image with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Answers the wire answer; a transport failure answers status 0 with the upload.failed key.
 */
export function uploadChatImage(
  file: Blob,
  token: string,
  onProgress?: (fraction: number) => void,
  baseUrl = "",
): Promise<Answer<ChatUpload>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const failed: Answer<ChatUpload> = {
      status: 0,
      msg: "The upload did not finish; please try again",
      key: "upload.failed",
    };
    xhr.open("POST", `${baseUrl}${ChatCalls.chatUpload}`);
    xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Answer<ChatUpload>);
      } catch {
        resolve(failed);
      }
    };
    xhr.onerror = () => resolve(failed);
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
