/**
 * One-click unsubscribe of notification mails (RFC 8058). The mail's `List-Unsubscribe` header
 * names `GET/POST /member/notify/unsubscribe?t=…`:
 * - POST (what a mail client sends, body `List-Unsubscribe=One-Click`, or the page's button)
 *   turns off the items the mail was about, at once, without a session;
 * - GET answers a small page in the member's language with a button that POSTs: a link scanner
 *   that opens every link in a mail must not unsubscribe anyone.
 */
import { NotifyCalls } from "@site/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { escapeHtml } from "../../lib/html.ts";
import { findUnsubscribeLink, type UnsubscribeLink, unsubscribe } from "../../services/notify-mail.ts";
import { notifyWords } from "../../services/notify-words.ts";

const HTML_LANG: Record<string, string> = { en: "en", zhcn: "zh-Hans", zhtw: "zh-Hant" };

function page(reply: FastifyReply, status: number, lang: string, body: string) {
  const words = notifyWords(lang);
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${HTML_LANG[lang] ?? "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.page.title)}</title>` +
        "<style>body{font-family:system-ui,sans-serif;color:#1f2937;background:#f8f7f5;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:16px;box-shadow:0 1px 3px #0002;padding:32px;max-width:420px;margin:16px}h1{font-size:20px;margin:0 0 12px}button{font:inherit;background:#be185d;color:#fff;border:0;border-radius:999px;padding:10px 20px;cursor:pointer}button:focus-visible{outline:3px solid #f9a8d4;outline-offset:2px}p{line-height:1.5}</style></head>" +
        `<body><main><h1>${escapeHtml(words.page.title)}</h1>${body}</main></body></html>`,
    );
}

const itemsText = (link: UnsubscribeLink) => {
  const words = notifyWords(link.lang);
  return link.items.map((item) => words.item[item]).join(link.lang === "en" ? ", " : "、");
};

export async function unsubscribeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  type Query = { Querystring: { t?: string } };

  app.get<Query>(NotifyCalls.unsubscribe, { config: { public: true } }, async (req, reply) => {
    const token = typeof req.query.t === "string" ? req.query.t : "";
    const link = await findUnsubscribeLink(ctx, token);
    if (!link) return page(reply, 404, "en", `<p>${escapeHtml(notifyWords("en").page.invalid)}</p>`);
    const words = notifyWords(link.lang);
    return page(
      reply,
      200,
      link.lang,
      `<p>${escapeHtml(words.page.ask(itemsText(link)))}</p><form method="post" action="${NotifyCalls.unsubscribe}?t=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(words.page.button)}</button></form>`,
    );
  });

  app.post<Query>(NotifyCalls.unsubscribe, { config: { public: true } }, async (req, reply) => {
    const token = typeof req.query.t === "string" ? req.query.t : "";
    const done = await unsubscribe(ctx, token);
    if (!done) return page(reply, 404, "en", `<p>${escapeHtml(notifyWords("en").page.invalid)}</p>`);
    const words = notifyWords(done.lang);
    return page(
      reply,
      200,
      done.lang,
      `<p>${escapeHtml(words.page.done(itemsText(done)))}</p><p>${escapeHtml(words.page.settings)}</p>`,
    );
  });
}
