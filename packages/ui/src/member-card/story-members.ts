/**
 * Members for the stories of the member surfaces (cards, hover card, profile header). Portraits
 * are drawn data URLs: stories never reach the network.
 */
import { Gender, Vip } from "@site/contracts";
import type { MemberSummary } from "./member-facts.tsx";

function portrait(from: string, to: string, skin: string, hair: string, long: boolean): string {
  const back = long ? `<path d="M24 44c0-20 10-30 24-30s24 10 24 30v30H24z" fill="${hair}"/>` : "";
  const fringe = long
    ? `<path d="M30 40c0-15 8-23 18-23s18 8 18 23c-5-8-11-11-18-11s-13 3-18 11z" fill="${hair}"/>`
    : `<path d="M31 36c0-12 7-19 17-19s17 7 17 19c-4-5-9-7-17-7s-13 2-17 7z" fill="${hair}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/>${back}<circle cx="48" cy="42" r="16" fill="${skin}"/><path d="M16 96c3-20 16-30 32-30s29 10 32 30z" fill="${skin}"/>${fringe}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const photos = {
  rose: portrait("#ffc8d2", "#f56d89", "#fde7dc", "#4d2a1f", true),
  sky: portrait("#dfe7f1", "#9aa5b1", "#f3dccb", "#241f29", false),
  honey: portrait("#fff6d6", "#e0a526", "#f7dcc8", "#7a1d3e", true),
  plum: portrait("#efebf1", "#9a8ea3", "#eed2bf", "#37303e", false),
};

/** A wide cover picture for profile headers: soft hills at dusk. */
export const cover = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 320" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fd9fb1"/><stop offset="1" stop-color="#fff6d6"/></linearGradient></defs><rect width="1200" height="320" fill="url(#s)"/><circle cx="900" cy="150" r="60" fill="#fff1f3" opacity=".8"/><path d="M0 230c200-70 380-70 600 0s420 60 600-10v100H0z" fill="#e5476a" opacity=".55"/><path d="M0 270c240-50 460-40 700 10s360 30 500 0v40H0z" fill="#ab2147" opacity=".6"/></svg>`,
)}`;

/**
 * A last sign-in (seconds) at noon, `daysAgo` days before today: on the reader's calendar day
 * whatever the hour the story runs, so "Active today" and "Active this week" stay put.
 */
export function signedInDaysAgo(daysAgo: number): number {
  const at = new Date();
  at.setHours(12, 0, 0, 0);
  at.setDate(at.getDate() - daysAgo);
  return Math.floor(at.getTime() / 1000);
}

/** Longer than a card's two lines: the card clamps it, the profile shows all of it. */
export const longSignature =
  "Coffee in the morning, long walks by the river in the evening, and old black-and-white films on Sundays. Looking for someone kind to share them with.";

export const linMei: MemberSummary = {
  id: 101,
  username: "LinMei",
  avatar: photos.rose,
  vip: Vip.gold,
  sex: Gender.female,
  is_online: 1,
  is_like: 0,
  age: 28,
  country: "TW",
  signature: "Coffee, long walks and old films. Say hi in English or 中文!",
  last_login_time: signedInDaysAgo(0),
};

export const noah: MemberSummary = {
  id: 102,
  username: "NoahPark",
  avatar: photos.sky,
  vip: Vip.free,
  sex: Gender.male,
  is_online: 0,
  is_like: 0,
  age: 33,
  country: "SG",
  signature: "Weekend hiker, weekday engineer.",
  last_login_time: signedInDaysAgo(3),
};

export const xiaomei: MemberSummary = {
  id: 103,
  username: "王小美",
  avatar: photos.honey,
  vip: Vip.silver,
  sex: Gender.female,
  is_online: 1,
  is_like: 1,
  age: 25,
  country: "HK",
  signature: "喜歡旅行、攝影和貓咪。",
  last_login_time: signedInDaysAgo(0),
};

export const minjun: MemberSummary = {
  id: 104,
  username: "MinjunKimSeoul88",
  avatar: "",
  vip: Vip.free,
  sex: Gender.male,
  is_online: 0,
  is_like: 1,
  // Hides their state: the wire carries no last sign-in.
  last_login_time: null,
};

export const storyMembers = [linMei, noah, xiaomei, minjun] as const;
