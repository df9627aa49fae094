/** Trends for the stories of the feed surfaces. Pictures are drawn data URLs: stories never reach the network. */
import { Gender, MediaState, type Trend, type TrendComment, TrendType, Vip } from "@site/contracts";
import { cover, photos } from "../member-card/story-members.ts";

/**
 * The posted photo: the profile cover's hills with a size of their own. A picture without
 * intrinsic width and height (an SVG with only a viewBox) lays out at 0x0 in an auto-sized <img>
 * once loaded, and the catalog showed no photo; members' uploads are always sized.
 */
const postedPhoto = cover.replace(
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"'),
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"'),
);

/** A fixed "now" so that relative times read the same in every run. */
export const STORY_NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

const base: Trend = {
  id: 1,
  mid: 101,
  user: { id: 101 },
  username: "LinMei",
  avatar: photos.rose,
  vip: Vip.gold,
  sex: Gender.female,
  birthday: Date.UTC(1996, 6, 1),
  type: TrendType.text,
  content: "",
  img: "",
  video: "",
  poster: "",
  state: MediaState.ready,
  create_time: STORY_NOW - 5 * 60_000,
};

export const textTrend: Trend = {
  ...base,
  id: 11,
  content: "Sunday hike up Elephant Mountain [smile] Who else loves the view of Taipei 101 at sunset?",
};
export const imageTrend: Trend = {
  ...base,
  id: 12,
  mid: 102,
  user: { id: 102 },
  username: "Noah",
  avatar: photos.sky,
  vip: Vip.free,
  sex: Gender.male,
  content: "Evening light over the hills.",
  img: postedPhoto,
  create_time: STORY_NOW - 3 * 3_600_000,
};
export const avatarTrend: Trend = {
  ...base,
  id: 13,
  type: TrendType.avatar,
  img: photos.rose,
  create_time: STORY_NOW - 26 * 3_600_000,
};
export const joinedTrend: Trend = {
  ...base,
  id: 14,
  mid: 103,
  user: { id: 103 },
  username: "XiaoMei",
  avatar: photos.honey,
  vip: Vip.silver,
  type: TrendType.joined,
  create_time: STORY_NOW - 2 * 86_400_000,
};
export const profileTrend: Trend = {
  ...base,
  id: 15,
  mid: 104,
  user: { id: 104 },
  username: "Minjun",
  avatar: photos.plum,
  sex: Gender.male,
  vip: Vip.silver,
  type: TrendType.profile,
  content: "Coffee first, then adventures",
  create_time: STORY_NOW - 40 * 60_000,
};
export const processingTrend: Trend = {
  ...base,
  id: 16,
  content: "My first clip!",
  video: "/uploads/videos/101/clip.mp4",
  state: MediaState.processing,
};
export const failedTrend: Trend = { ...processingTrend, id: 17, state: MediaState.failed };
export const videoTrend: Trend = { ...processingTrend, id: 18, state: MediaState.ready, poster: cover };

/** A post others answered (issue 50): liked by the viewer, with comments. */
export const answeredTrend: Trend = { ...textTrend, id: 21, like_count: 12, comment_count: 3, liked: 1 };
export const unansweredTrend: Trend = { ...textTrend, id: 22, like_count: 0, comment_count: 0, liked: 0 };

export const storyComments: TrendComment[] = [
  {
    id: 301,
    trend_id: 21,
    userid: 102,
    username: "Noah",
    avatar: photos.sky,
    vip: Vip.free,
    content: "That view is worth every step [smile]",
    create_time: STORY_NOW - 40 * 60_000,
  },
  {
    id: 302,
    trend_id: 21,
    userid: 103,
    username: "Sofia",
    avatar: photos.rose,
    vip: Vip.silver,
    content: "Which trail did you take? The stairs from Songren Road?",
    create_time: STORY_NOW - 25 * 60_000,
  },
  {
    id: 303,
    trend_id: 21,
    userid: 900,
    username: "You",
    avatar: "",
    vip: Vip.silver,
    content: "Count me in next Sunday!",
    create_time: STORY_NOW - 2 * 60_000,
  },
];
