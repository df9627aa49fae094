/** Trends for the stories of the feed surfaces. Pictures are drawn data URLs: stories never reach the network. */
import { Gender, MediaState, type Trend, TrendType, Vip } from "@site/contracts";
import { cover, photos } from "../member-card/story-members.ts";

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
  img: cover,
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
