/**
 * The public blog (issue 14; spec §7 Blog): the opening articles in three categories and three
 * languages, lists newest first, the popular list ordered by the reads the article pages count,
 * and article bodies that keep their markup but lose every known way to run script when they are
 * saved (the admin command and the seed both save through the sanitiser).
 */
import type { Article, ArticleCategory, ArticleSummary } from "@site/contracts";
import { BlogCalls } from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { sanitizeArticleHtml } from "../src/services/articles.ts";
import { type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Answer<T> = { status: number; msg?: string; data?: T };
async function get<T>(path: string, query = ""): Promise<Answer<T>> {
  const res = await t.app.inject({ method: "GET", url: `${path}${query ? `?${query}` : ""}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer<T>;
}
const detail = (id: number | string) =>
  t.call<Article[]>(BlogCalls.articleDetail, { id }) as Promise<Answer<Article[]>>;

describe("reading the blog", () => {
  it("opens with three categories of four articles, every name, title and body in three languages", async () => {
    const categories = (await get<ArticleCategory[]>(BlogCalls.articleTypes)).data ?? [];
    expect(categories).toHaveLength(3);
    for (const c of categories)
      expect([c.english, c.simple, c.multiply].every((n) => n.length > 0)).toBe(true);
    const list = (await get<ArticleSummary[]>(BlogCalls.articleList, "type=&page=999")).data ?? [];
    expect(list).toHaveLength(12);
    // Newest first, and no bodies in a list.
    const times = list.map((a) => a.create_time ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.every((a) => !("english" in a))).toBe(true);
    for (const c of categories)
      expect((await get<ArticleSummary[]>(BlogCalls.articleList, `type=${c.id}&page=999`)).data).toHaveLength(
        4,
      );
    const article = (await detail(list[0]?.id ?? 0)).data?.[0];
    expect(article?.english).toMatch(/<p>/);
    expect(article?.simple.length).toBeGreaterThan(100);
    expect(article?.multiply.length).toBeGreaterThan(100);
    expect(article?.image).toMatch(/^\/static\/blog\/[a-z0-9-]+\.svg$/);
  });

  it("serves the covers it names", async () => {
    const list = (await get<ArticleSummary[]>(BlogCalls.articleList)).data ?? [];
    // The test app serves no web build, but the public folder is the server's own.
    const res = await t.app.inject({ method: "GET", url: list[0]?.image ?? "" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/image\/svg\+xml/);
  });

  it("orders the popular list by real reads: reading an article moves it up", async () => {
    const popular = async () => (await get<ArticleSummary[]>(BlogCalls.popularArticles, "type=")).data ?? [];
    const before = await popular();
    expect(before.length).toBeGreaterThan(0);
    const reads = before.map((a) => a.reads ?? 0);
    expect([...reads].sort((a, b) => b - a)).toEqual(reads);
    // The least read article, brought level with the first, then read once more: it leads.
    const all = (await get<ArticleSummary[]>(BlogCalls.articleList)).data ?? [];
    const least = [...all].sort((a, b) => (a.reads ?? 0) - (b.reads ?? 0))[0] as ArticleSummary;
    expect(before.map((a) => a.id)).not.toContain(least.id);
    await t.ctx.db
      .update(articles)
      .set({ views: reads[0] ?? 0 })
      .where(eq(articles.id, least.id));
    expect((await detail(least.id)).data?.[0]?.reads).toBe((reads[0] ?? 0) + 1);
    expect((await popular())[0]?.id).toBe(least.id);
  });

  it("answers a missing or a malformed article id in words, never with an error page", async () => {
    expect(await detail(999_999)).toMatchObject({ status: 404, msg: "We could not find this article" });
    expect((await detail("abc")).status).toBe(400);
    expect((await get<unknown>(BlogCalls.articleList, "type=abc")).status).toBe(400);
    // An unpublished article is missing to readers.
    const list = (await get<ArticleSummary[]>(BlogCalls.articleList)).data ?? [];
    const hidden = list[1] as ArticleSummary;
    await t.ctx.db.update(articles).set({ published: false }).where(eq(articles.id, hidden.id));
    expect((await detail(hidden.id)).status).toBe(404);
    expect(((await get<ArticleSummary[]>(BlogCalls.articleList)).data ?? []).map((a) => a.id)).not.toContain(
      hidden.id,
    );
    await t.ctx.db.update(articles).set({ published: true }).where(eq(articles.id, hidden.id));
  });
});

/** Known ways to run script from HTML (OWASP's XSS filter evasion list and friends). */
const VECTORS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  '<img src="x" onerror="alert(1)">',
  "<img src=javascript:alert(1)>",
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<input onfocus=alert(1) autofocus>",
  "<body onload=alert(1)>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<p title="</p><script>alert(1)</script>">x</p>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  '<a href="#" onclick="alert(1)">x</a>',
  "<template><script>alert(1)</script></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe("the sanitiser", () => {
  it.each(VECTORS)("leaves nothing that runs of %s", (vector) => {
    const clean = sanitizeArticleHtml(`<p>Hello</p>${vector}<p>Bye</p>`).toLowerCase();
    expect(clean).not.toMatch(
      /<\s*(script|iframe|object|embed|form|input|style|link|meta|base|svg|math|template|body|details|video|source)\b/,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/);
    expect(clean).toContain("<p>hello</p>");
  });

  it("keeps an article's own markup: headings, lists, quotes, emphasis, safe links and images", () => {
    const html =
      "<h2>Meet safely</h2><p>Say <strong>hi</strong> and <em>smile</em>.</p><ul><li>One</li></ul>" +
      '<blockquote>Kind words</blockquote><p><a href="https://example.org/help">help</a></p>' +
      '<img src="/uploads/ab/cd.jpg" alt="A café">';
    expect(sanitizeArticleHtml(html)).toBe(
      "<h2>Meet safely</h2><p>Say <strong>hi</strong> and <em>smile</em>.</p><ul><li>One</li></ul>" +
        '<blockquote>Kind words</blockquote><p><a href="https://example.org/help" rel="noopener noreferrer nofollow" target="_blank">help</a></p>' +
        '<img src="/uploads/ab/cd.jpg" alt="A café" />',
    );
  });
});

describe("npm run admin -- article", () => {
  it("saves an article with its body sanitised, and a file with an error saves nothing", async () => {
    const file = {
      categories: [{ slug: "news", name: { en: "News", zhcn: "新闻", zhtw: "新聞" } }],
      articles: [
        {
          slug: "we-are-open",
          category: "news",
          title: { en: "We are open" },
          body: { en: '<p onclick="alert(1)">Welcome</p><script>alert(1)</script>' },
        },
      ],
    };
    const saved = await runAdminCommand(t.ctx, "article", [JSON.stringify(file)]);
    expect(saved.ok).toBe(true);
    const [row] = await t.ctx.db.select().from(articles).where(eq(articles.slug, "we-are-open"));
    expect(row?.bodyEn).toBe("<p>Welcome</p>");
    // Chinese titles and bodies fall back to English for readers.
    expect([row?.titleZhtw, row?.bodyZhtw]).toEqual(["", ""]);

    const broken = {
      articles: [
        { ...file.articles[0], slug: "second-one", body: { en: "<p>Fine</p>" } },
        { ...file.articles[0], slug: "third", category: "no-such-category" },
      ],
    };
    const refused = await runAdminCommand(t.ctx, "article", [JSON.stringify(broken)]);
    expect(refused).toMatchObject({
      ok: false,
      message: 'article: no category "no-such-category"; nothing was saved',
    });
    expect(await t.ctx.db.select().from(articles).where(eq(articles.slug, "second-one"))).toEqual([]);
    expect((await runAdminCommand(t.ctx, "article", ["not json"])).ok).toBe(false);
  });
});
