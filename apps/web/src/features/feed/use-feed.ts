/**
 * The feed calls bound to the session, and what the screens do with them: post (the photo
 * release follows a post with media, spec §4), delete, upload with progress, each answer shown
 * in the member's language and every list that shows the change refreshed.
 */
import {
  type FeedApi,
  feedCalls,
  feedKeys,
  uploadImage as postImage,
  uploadVideo as postVideo,
} from "@site/api-client";
import type { Answer } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import type { MediaResult, SendResult, Uploader } from "@site/ui/trend-composer";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { upgradePath } from "../members/use-member-actions.ts";

/**
 * Told when the member changed the feed (posted, deleted): an endless feed on screen asks for its
 * pages again. (swr's filtered mutate skips useSWRInfinite's keys, so the list listens here.)
 */
export const feedChanged = new EventTarget();

export function useFeedApi(): FeedApi {
  const { client } = useSession();
  return useMemo(() => feedCalls(client), [client]);
}

export function useFeedActions() {
  const api = useFeedApi();
  const { token, can, refresh } = useSession();
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const answerText = useAnswerText();
  const { t } = useTranslation("feed");
  const navigate = useNavigate();
  const variant = useVariant();

  /** Every feed list asks again: the endless feeds on screen, the trends and the albums. */
  const refreshAll = useCallback(async () => {
    feedChanged.dispatchEvent(new Event("change"));
    // The key alone: swr then asks again and keeps what is shown meanwhile. Passing `undefined` as
    // the data (as this once did) empties the cache first, and an open photo viewer vanished with
    // its album while the list reloaded.
    await mutate((key) => Array.isArray(key) && key[0] === "feed");
  }, [mutate]);

  const asMedia = useCallback(
    (answer: Answer<unknown>, path: string | undefined): MediaResult =>
      answer.status === 200 && path ? { ok: true, path } : { ok: false, message: answerText(answer) },
    [answerText],
  );

  const uploadImage: Uploader = useCallback(
    async (file, onProgress, signal) => {
      const answer = await postImage(file, token ?? "", { onProgress, signal });
      return asMedia(answer, answer.data?.url);
    },
    [token, asMedia],
  );
  const uploadVideo: Uploader = useCallback(
    async (file, onProgress, signal) => {
      const answer = await postVideo(file, token ?? "", { onProgress, signal });
      return asMedia(answer, typeof answer.data === "string" ? answer.data : undefined);
    },
    [token, asMedia],
  );

  const send = useCallback(
    async (post: { content: string; img: string; video: string }): Promise<SendResult> => {
      const answer = await api.postTrend(post);
      if (answer.status !== 200) return { ok: false, message: answerText(answer) };
      // spec §4: when media was sent, a photo release follows (the album keeps it too).
      if (post.img || post.video) {
        await api.postPhoto(post.img ? { img: post.img } : { video: post.video });
      }
      // The member's moment count (spec §3 newfeedcount, on the phone's Me and the desktop's
      // profile) is the session profile's: ask for it again (issue 50), alongside the lists.
      await Promise.all([refreshAll(), refresh()]);
      return { ok: true };
    },
    [api, answerText, refreshAll, refresh],
  );

  const remove = useCallback(
    async (id: number) => {
      const answer = await api.deleteTrend(id);
      show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
      if (answer.status === 200) await Promise.all([refreshAll(), refresh()]);
    },
    [api, show, answerText, refreshAll, refresh],
  );

  const removePhoto = useCallback(
    async (pid: number) => {
      const answer = await api.deletePhoto(pid);
      show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
      if (answer.status === 200) await refreshAll();
    },
    [api, show, answerText, refreshAll],
  );

  const comment = useCallback(
    async (pid: number, content: string) => {
      const answer = await api.comment(pid, content);
      if (answer.status === 403) {
        show({
          tone: "error",
          title: answerText(answer),
          action: { label: t("album.upgrade"), onClick: () => navigate(upgradePath(variant)) },
        });
      } else show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
      if (answer.status === 200) await refreshAll();
      return answer.status === 200;
    },
    [api, show, answerText, refreshAll, t, navigate, variant],
  );

  return {
    api,
    canPost: can("Allows_newsfeed_to_be_sent"),
    canImage: can("Upload_photo"),
    canVideo: can("Add_video"),
    uploadImage,
    uploadVideo,
    send,
    remove,
    removePhoto,
    comment,
    refreshAll,
    keys: feedKeys,
  };
}
