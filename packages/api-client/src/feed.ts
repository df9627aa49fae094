/** Typed newsfeed and media calls (spec §7 Newsfeed and media) and the media uploads with progress. */
import {
  type Answer,
  Calls,
  type FeedAnswer,
  FeedCalls,
  type ImageUpload,
  type PhotoKind,
  type PhotoListAnswer,
  type Trend,
  type TrendComment,
  type TrendCommentPage,
  type TrendLikeState,
} from "@site/contracts";
import type { Client } from "./http.ts";

export interface FeedPage {
  data: Trend[];
  totalPage: number;
  page: number;
  snapshot: string;
}

export function feedCalls(client: Client) {
  return {
    /** A page of the feed; its count and snapshot come in msg (spec §7: msg.totalPage). */
    feed: async (page: number, snapshot?: string): Promise<Answer<FeedPage>> => {
      const answer = (await client.call<Trend[]>(FeedCalls.feed, {
        page,
        snapshot,
      })) as unknown as FeedAnswer;
      if (answer.status !== 200) return answer as unknown as Answer<FeedPage>;
      return {
        status: answer.status,
        data: {
          data: answer.data,
          totalPage: answer.msg.totalPage,
          page,
          snapshot: answer.msg.snapshot,
        },
      };
    },
    myTrends: () => client.call<Trend[]>(FeedCalls.myTrends),
    hisTrends: (userid: number) => client.call<Trend[]>(FeedCalls.hisTrends, { userid }),
    postTrend: (input: { content: string; img: string; video: string }) =>
      client.call<{ id: number }>(FeedCalls.postTrend, input),
    deleteTrend: (id: number) => client.call<undefined>(FeedCalls.deleteTrend, { id }),
    myPhotos: (type?: PhotoKind) =>
      client.call(FeedCalls.myPhotos, { type }) as unknown as Promise<PhotoListAnswer>,
    hisPhotos: (userid: number, type: PhotoKind) =>
      client.call(FeedCalls.hisPhotos, { userid, type }) as unknown as Promise<PhotoListAnswer>,
    postPhoto: (media: { img?: string; video?: string }) =>
      client.call<{ pid: number }>(FeedCalls.postPhoto, media),
    deletePhoto: (id: number) => client.call<undefined>(FeedCalls.deletePhoto, { id }),
    comment: (id: number, content: string) =>
      client.call<{ id: number }>(FeedCalls.commentPhoto, { id, content }),
    postBackPhoto: (img: string) =>
      client.call<{ id: number; img: string }>(FeedCalls.postBackPhoto, { img }),
    deleteBackPhoto: (id: number) => client.call<undefined>(FeedCalls.deleteBackPhoto, { id }),
    /** Ours (issue 50): like (true) or take the like back; data is the state after it. */
    likeTrend: (id: number, like: boolean) =>
      client.call<TrendLikeState>(FeedCalls.likeTrend, { id, like: like ? 1 : 0 }),
    trendComments: (id: number, page: number) =>
      client.call<TrendCommentPage>(FeedCalls.trendComments, { id, page }),
    commentTrend: (id: number, content: string) =>
      client.call<TrendComment>(FeedCalls.commentTrend, { id, content }),
    deleteTrendComment: (id: number) => client.call<undefined>(FeedCalls.deleteTrendComment, { id }),
  };
}
export type FeedApi = ReturnType<typeof feedCalls>;

/**
 * Posts one file as multipart with progress (fetch cannot report upload progress; XMLHttpRequest
 * can), the token as a field as the spec's client sends it. A transport failure answers status 0
 * with the upload.failed key; `signal` cancels.
 */
export function uploadMultipart<T>(
  path: string,
  field: string,
  file: Blob,
  token: string,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; baseUrl?: string } = {},
): Promise<Answer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const failed: Answer<T> = {
      status: 0,
      msg: "The upload did not finish; please try again",
      key: "upload.failed",
    };
    xhr.open("POST", `${options.baseUrl ?? ""}${path}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Answer<T>);
      } catch {
        resolve(failed);
      }
    };
    xhr.onerror = () => resolve(failed);
    xhr.onabort = () => resolve(failed);
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("token", token);
    form.append(field, file);
    xhr.send(form);
  });
}

export const uploadImage = (file: Blob, token: string, options?: Parameters<typeof uploadMultipart>[4]) =>
  uploadMultipart<ImageUpload>(Calls.uploadImage, "file", file, token, options);
export const uploadVideo = (file: Blob, token: string, options?: Parameters<typeof uploadMultipart>[4]) =>
  uploadMultipart<string>(FeedCalls.uploadVideo, "video", file, token, options);
export const uploadAvatar = (file: Blob, token: string, options?: Parameters<typeof uploadMultipart>[4]) =>
  uploadMultipart<string>(Calls.uploadAvatar, "img", file, token, options);
