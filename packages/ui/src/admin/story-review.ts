/** Review fixtures for the stories: new accounts as the queue answers them. */
import type { ReviewCandidate } from "@site/contracts";
import { photos } from "../member-card/story-members.ts";

export const NOW = new Date(Date.UTC(2026, 10, 20, 12, 0, 0));

export const candidates: ReviewCandidate[] = [
  {
    id: 41,
    username: "LinMei",
    email: "linmei@example.com",
    gender: 0,
    birthday: "1996-05-12",
    country: "TW",
    signature: "喜歡咖啡、貓和週末的山路。想認識願意慢慢聊天的人。",
    interest: "Dating · Friendship",
    avatar: photos.rose,
    lang: "zhtw",
    create_time: Math.floor(NOW.getTime() / 1000) - 3 * 3600,
    photos: [photos.rose, photos.honey],
  },
  {
    id: 42,
    username: "NoahPark",
    email: "noah.park@example.com",
    gender: 1,
    birthday: "1990-11-02",
    country: "US",
    signature: "",
    interest: "",
    avatar: "",
    lang: "en",
    create_time: Math.floor(NOW.getTime() / 1000) - 26 * 3600,
    photos: [],
  },
];
