/** Blog fixtures for the stories: three categories, six articles, one with a full body. */
import type { Article, ArticleCategory, ArticleSummary } from "@site/contracts";

/** A cover drawn in place: a warm gradient and a soft disc (no file, no network). */
function cover(from: string, to: string, disc: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#g)"/><circle cx="860" cy="300" r="190" fill="${disc}" opacity=".55"/>` +
    `<circle cx="380" cy="420" r="120" fill="#fff" opacity=".35"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const NOW = new Date(2026, 10, 20, 12, 0, 0).getTime();
const daysAgo = (days: number) => Math.floor((NOW - days * 86_400_000) / 1000);

export const blogCategories: ArticleCategory[] = [
  { id: 1, english: "Dating tips", simple: "约会技巧", multiply: "約會技巧" },
  { id: 2, english: "Safety", simple: "安全", multiply: "安全" },
  { id: 3, english: "Stories & culture", simple: "故事与文化", multiply: "故事與文化" },
];

const a = (
  id: number,
  type: number,
  titles: [string, string, string],
  days: number,
  reads: number,
  colours: [string, string, string],
): ArticleSummary => ({
  id,
  type,
  image: cover(...colours),
  tenglish: titles[0],
  tsimple: titles[1],
  tmultiply: titles[2],
  create_time: daysAgo(days),
  reads,
});

export const blogArticles: ArticleSummary[] = [
  a(1, 1, ["First messages that get replies", "能收到回复的第一条消息", "能收到回覆的第一則訊息"], 2, 812, [
    "#fecdd3",
    "#e11d48",
    "#fde68a",
  ]),
  a(2, 2, ["Spotting romance scams", "识破感情诈骗", "識破感情詐騙"], 5, 655, [
    "#ddd6fe",
    "#6d28d9",
    "#fecdd3",
  ]),
  a(
    3,
    1,
    ["First date ideas for every city", "适合每座城市的初次约会点子", "適合每座城市的初次約會點子"],
    9,
    430,
    ["#fed7aa", "#ea580c", "#fff7ed"],
  ),
  a(
    4,
    3,
    ["Qixi, Valentine's Day and festivals for couples", "七夕、情人节与情侣节日", "七夕、情人節與情侶節日"],
    14,
    377,
    ["#fecaca", "#b91c1c", "#fde68a"],
  ),
  a(
    5,
    2,
    ["Meeting safely for the first time", "第一次见面如何保护自己", "第一次見面如何保護自己"],
    21,
    290,
    ["#bbf7d0", "#15803d", "#ecfccb"],
  ),
  a(6, 3, ["Learning your partner's language", "学习另一半的语言", "學習另一半的語言"], 33, 120, [
    "#bae6fd",
    "#0369a1",
    "#e0f2fe",
  ]),
];

export const longTitledArticle: ArticleSummary = {
  ...(blogArticles[2] as ArticleSummary),
  id: 7,
  tenglish:
    "From Tainan to Melbourne: how a translated hello became weekly video calls and a trip across the sea",
};

export const fullArticle: Article = {
  ...(blogArticles[0] as ArticleSummary),
  english:
    "<p>A first message is a small door: it should be easy to walk through.</p><h2>Be specific</h2>" +
    "<p>Mention something from their profile: a city, a film, a <strong>dog</strong>.</p>" +
    "<ul><li>Ask one question, not five.</li><li>Keep it short and kind.</li></ul>" +
    "<blockquote>“You like hiking in Taroko? Which trail would you walk twice?”</blockquote>" +
    '<p>Read more in our <a href="https://example.org/help" rel="noopener noreferrer nofollow" target="_blank">help centre</a>.</p>',
  simple:
    "<p>第一条消息就像一扇小门，要让人容易走进来。</p><h2>具体一点</h2><p>提到对方资料里的一件事：一座城市、一部电影、一只<strong>狗</strong>。</p>",
  multiply:
    "<p>第一則訊息就像一扇小門，要讓人容易走進來。</p><h2>具體一點</h2><p>提到對方資料裡的一件事：一座城市、一部電影、一隻<strong>狗</strong>。</p>",
};
