/**
 * The newsfeed and media of spec §3 (trend, photo or video) and §7 (Newsfeed and media): the call
 * paths, the shapes they answer, and their limits. Schemas are in feed-schemas.ts.
 */
import type { Gender, Vip } from "./enums.ts";

export const FeedCalls = {
  /** page (and our optional snapshot): data is the page, msg.totalPage the number of pages. */
  feed: "/member/trend/trend",
  myTrends: "/member/trend/my_trend",
  hisTrends: "/member/trend/his_trend",
  postTrend: "/member/trend/released",
  deleteTrend: "/member/trend/del",
  myPhotos: "/member/photo/my_photo",
  hisPhotos: "/member/photo/his_photo",
  postPhoto: "/member/photo/released",
  deletePhoto: "/member/photo/del_photo",
  commentPhoto: "/member/Comment/photoComment",
  postBackPhoto: "/member/backphoto/released",
  deleteBackPhoto: "/member/backphoto/deletephoto",
  /** Multipart `video`: data is the path of the MP4 it becomes (served once transcoded). */
  uploadVideo: "/member/index/uploadVideo",
  /**
   * Ours (issue 50, not in spec §7): answering another member's trend. `id` and `like` (1 like,
   * 0 unlike; the same answer when it already is so): data is `TrendLikeState`.
   */
  likeTrend: "/member/trend/like",
  /** `id` (the trend), `page`: data is a `TrendCommentPage`, oldest first. */
  trendComments: "/member/trend/comments",
  /** `id` (the trend), `content`: data is the stored `TrendComment`. Needs Allow_comments_on_newsfeed. */
  commentTrend: "/member/trend/comment",
  /** `id` (the comment): only its writer deletes it (the trend's author reports it). */
  deleteTrendComment: "/member/trend/del_comment",
} as const;

/** Trend types (spec §3): 0 joined, 1 text (and media), 2 avatar change, 3 profile edit. */
export const TrendType = { joined: 0, text: 1, avatar: 2, profile: 3 } as const;
export type TrendType = (typeof TrendType)[keyof typeof TrendType];

/** A video's state: ready to play, being transcoded, or failed (the member is told). */
export const MediaState = { ready: 0, processing: 1, failed: 2 } as const;
export type MediaState = (typeof MediaState)[keyof typeof MediaState];

/** Photo list kinds of his_photo (spec §7): 1 photos, 2 videos. */
export const PhotoKind = { photo: 1, video: 2 } as const;
export type PhotoKind = (typeof PhotoKind)[keyof typeof PhotoKind];

/** Trends per page of every trend list. */
export const TREND_PAGE_SIZE = 10;
/** A trend's text: at most this many characters (emoticon codes count as written). */
export const TREND_TEXT_MAX = 500;
export const COMMENT_MAX = 200;
/** Comments shown with each photo (the newest). */
export const PHOTO_COMMENTS_SHOWN = 20;
/**
 * Without Dynamic_unrestricted a member posts at most this many trends a day; with it, at most
 * the hard cap (against floods, whatever the tier).
 */
export const TRENDS_PER_DAY = 3;
export const TRENDS_PER_DAY_HARD = 50;
/** Background pictures a member keeps at once. */
export const BACK_PHOTOS_MAX = 5;
/** Videos: at most this large and this long; transcoded to H.264/AAC MP4 at most 720 px high. */
export const VIDEO_MAX_MB = 50;
export const VIDEO_MAX_SECONDS = 60;
export const VIDEO_MAX_HEIGHT = 720;
/** Video preview widths (spec §9): 200 in lists, 300 in a trend. */
export const VIDEO_WIDTH = 200;
export const TREND_VIDEO_WIDTH = 300;
/** Infinite scroll (spec §4): the next page loads when this much remains below. */
export const FEED_SCROLL_REMAINING_PX = 500;
export const FEED_SCROLL_DEBOUNCE_MS = { web: 800, mobile: 300 } as const;

/** spec §3 Trend. Times are epoch milliseconds. */
export interface Trend {
  id: number;
  /** The author's member id. */
  mid: number;
  user: { id: number };
  username: string;
  avatar: string;
  vip: Vip;
  sex: Gender;
  birthday: number;
  type: TrendType;
  content: string;
  img: string;
  video: string;
  /** Ours: the video's poster frame, and whether the video is ready. */
  poster: string;
  state: MediaState;
  create_time: number;
  /** Ours (issue 50): how many members like it, its live comments, and whether the viewer likes it. */
  like_count?: number;
  comment_count?: number;
  liked?: 0 | 1;
}

/** A comment on a trend (ours, issue 50); create_time in epoch milliseconds. */
export interface TrendComment {
  id: number;
  trend_id: number;
  userid: number;
  username: string;
  avatar: string;
  vip: Vip;
  content: string;
  create_time: number;
}

/** The comments of a trend, oldest first, paged like the mail list. */
export interface TrendCommentPage {
  data: TrendComment[];
  current_page: number;
  last_page: number;
  total: number;
}

/** The like call's answer: the viewer's like and the trend's count after it. */
export interface TrendLikeState {
  liked: 0 | 1;
  like_count: number;
}

/** Comments per page of a trend's comments. */
export const TREND_COMMENTS_PAGE_SIZE = 20;
/**
 * Answers per member per window (issue 50): likes and comments are writes that tell another
 * member, so a script cannot flood an author's notices.
 */
export const TREND_ANSWER_LIMIT = { likes: 120, comments: 30, windowSeconds: 600 } as const;

/** msg of the feed answer (spec §7: msg.totalPage); snapshot (ours) keeps later pages stable. */
export interface FeedPageInfo {
  totalPage: number;
  current_page: number;
  snapshot: string;
}

/** The feed answer: the page in data, its count in msg (not the usual text message). */
export interface FeedAnswer {
  status: number;
  msg: FeedPageInfo;
  data: Trend[];
}

/** A comment on a photo or video; time is in seconds (spec §3). */
export interface PhotoComment {
  id: number;
  userid: number;
  username: string;
  avatar: string;
  content: string;
  time: number;
}

/** spec §3 Photo or video. */
export interface PhotoItem {
  pid: number;
  type: PhotoKind;
  img: string;
  video: string;
  poster: string;
  state: MediaState;
  /** Epoch milliseconds. */
  create_time: number;
  avatar: string;
  username: string;
  comments: PhotoComment[];
}

/** Photos of one day (create_time is the day, YYYY-MM-DD in UTC), newest first. */
export interface PhotoGroup {
  create_time: string;
  list: PhotoItem[];
}

/**
 * his_photo / my_photo answer: data is the list grouped by day; vipStatus (beside data) is 1 when
 * the viewer may watch videos, else 0 and the video list is empty (the upgrade prompt shows).
 */
export interface PhotoListAnswer {
  status: number;
  msg?: string;
  data: PhotoGroup[];
  vipStatus: 0 | 1;
}

/** Paths the media calls accept: something this site served from its uploads. */
export const MEDIA_PATH_PATTERN = /^\/?uploads\/(?!.*\.\.)[A-Za-z0-9/_.-]{1,200}$/;

/** The spec's client sends the strings 'null' and 'undefined' for an absent field (spec §3). */
export function absentToEmpty(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "null" || trimmed === "undefined" ? "" : value;
  }
  return value;
}

/** A stored media path as a URL path (with its leading slash). */
export function mediaUrl(path: string): string {
  if (!path) return "";
  return path.startsWith("/") || /^https?:/.test(path) ? path : `/${path}`;
}
