/** Review fixtures for the stories: new accounts as the queue answers them. */
import type { ReportCase, ReviewCandidate } from "@site/contracts";
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
    interest: "b,a",
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

export const reportCase: ReportCase = {
  id: 7,
  type: 2,
  create_time: Math.floor(NOW.getTime() / 1000) - 5 * 3600,
  overdue: false,
  reporter: { id: 41, username: "LinMei", avatar: photos.rose },
  reported: { id: 77, username: "RichGuy88", avatar: photos.plum, status: 1, chat_state: 0 },
  photos: [photos.plum, photos.sky],
  content: [
    {
      source: "trend",
      id: 12,
      kind: "trend",
      img: "",
      video: "",
      text: "Financial freedom in 30 days. Message me for my secret.",
      member: { id: 77, username: "RichGuy88" },
      create_time: Math.floor(NOW.getTime() / 1000) - 7200,
    },
    {
      source: "upload",
      id: 90,
      kind: "image",
      img: photos.plum,
      video: "",
      text: "",
      member: { id: 77, username: "RichGuy88" },
      create_time: Math.floor(NOW.getTime() / 1000) - 9000,
    },
  ],
  messages: [
    {
      from: "RichGuy88",
      type: "txt",
      content: "Hello beautiful, I invest in crypto.",
      img: "",
      create_time: 1,
    },
    {
      from: "RichGuy88",
      type: "txt",
      content: "Send me 500 USD and I double it in a week.",
      img: "",
      create_time: 2,
    },
    { from: "LinMei", type: "txt", content: "No thank you.", img: "", create_time: 3 },
  ],
};

export const overdueCase: ReportCase = {
  ...reportCase,
  id: 8,
  type: 1,
  create_time: Math.floor(NOW.getTime() / 1000) - 30 * 3600,
  overdue: true,
  reported: { ...reportCase.reported, chat_state: 1 },
  photos: [],
  content: [],
  messages: [],
};

/** A report made from a chat message's safety note (issue 15): the message itself comes with it. */
export const reportWithMessage: ReportCase = {
  ...reportCase,
  id: 9,
  type: 1,
  evidence: {
    kind: "chat",
    content: "Add me on WhatsApp +886 912 345 678, I have an investment for you",
    img: "",
    create_time: Math.floor(NOW.getTime() / 1000) - 6 * 3600,
  },
};
