/** swr hooks of the newsfeed and media calls, keyed by one factory so that a change can name what it touches. */
import type { PhotoGroup, PhotoKind, Trend, TrendCommentPage } from "@site/contracts";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import type { FeedApi, FeedPage } from "./feed.ts";
import { AnswerError, unwrap } from "./hooks.ts";

export const feedKeys = {
  feed: ["feed", "all"] as const,
  trends: (userId: number | "me") => ["feed", "trends", userId] as const,
  photos: (userId: number | "me", kind: PhotoKind | 0) => ["feed", "photos", userId, kind] as const,
  comments: (trendId: number) => ["feed", "comments", trendId] as const,
};

/** A trend's comments, page after page (oldest first); `trendId` null reads nothing. */
export function useTrendComments(api: FeedApi, trendId: number | null) {
  return useSWRInfinite(
    (index: number, previous: TrendCommentPage | null) => {
      if (trendId === null) return null;
      if (previous && previous.current_page >= previous.last_page) return null;
      return [...feedKeys.comments(trendId), index + 1] as const;
    },
    ([, , id, page]) => unwrap(api.trendComments(id, page)),
    { revalidateOnFocus: false },
  );
}

/** The key of each page of the feed: the next page is cut from page 1's snapshot. */
export function feedPageKey(index: number, previous: FeedPage | null) {
  if (previous && previous.page >= previous.totalPage) return null;
  return [...feedKeys.feed, index + 1, previous?.snapshot ?? ""] as const;
}

/** The feed, page after page, each next page cut from page 1's snapshot (no repeats while members post). */
export function useFeed(api: FeedApi, enabled = true) {
  return useSWRInfinite(
    (index: number, previous: FeedPage | null) => (enabled ? feedPageKey(index, previous) : null),
    ([, , page, snapshot]) => unwrap(api.feed(page, snapshot || undefined)),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}

/** A member's trends ("me": one's own). */
export function useMemberTrends(api: FeedApi, userId: number | "me" | undefined) {
  return useSWR<Trend[]>(userId === undefined ? null : feedKeys.trends(userId), () =>
    unwrap(userId === "me" ? api.myTrends() : api.hisTrends(userId as number)),
  );
}

export interface PhotoList {
  groups: PhotoGroup[];
  vipStatus: 0 | 1;
}

/** A member's album of one kind (0: both, own album only). */
export function usePhotos(api: FeedApi, userId: number | "me" | undefined, kind: PhotoKind | 0) {
  return useSWR<PhotoList>(userId === undefined ? null : feedKeys.photos(userId, kind), async () => {
    const answer =
      userId === "me"
        ? await api.myPhotos(kind || undefined)
        : await api.hisPhotos(userId as number, kind || 1);
    if (answer.status !== 200) throw new AnswerError(answer);
    return { groups: answer.data, vipStatus: answer.vipStatus };
  });
}
