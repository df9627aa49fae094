/**
 * Who may call what, for every route the app registers. Each route is classified (public, member,
 * owner, staff, secret) in CLASSES below, and a registered route with no class fails the first
 * test, so a new call cannot be forgotten. The classes are checked against how the server guards
 * routes (plugins/auth.ts guards POST, GET and HEAD under /member/ unless marked `public`; console
 * routes carry `config.staff`), then tried:
 * - member and owner calls with no token, a forged, an expired and a revoked one: the spec's
 *   session-invalid answer;
 * - staff calls with no token, a forged one and a plain member's: refused, never data;
 * - owner calls with member B's token on a real object of member A: refused, A's object unchanged;
 * - secret routes (their own capability: a link token, a signature, a shared secret) without it.
 * After every sweep of refusals the whole database is as it was before.
 */
import {
  AdminStatus,
  Calls,
  ChatCalls,
  FeedCalls,
  PayCalls,
  PrivacyCalls,
  PushCalls,
  SESSION_INVALID_MSG,
  SocketClose,
} from "@site/contracts";
import { and, eq, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema.ts";
import {
  backPhotos,
  comments,
  mails,
  notices,
  orders,
  photos,
  pushSubscriptions,
  sessions,
  trends,
  users,
} from "../src/db/schema.ts";
import type { RegisteredRoute } from "../src/plugins/openapi.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { createSession } from "../src/services/sessions.ts";
import { signUp, type TestApp, testApp, upload } from "./helper.ts";
import { closedWithin, connect } from "./socket-client.ts";

type Class = "public" | "member" | "owner" | "staff" | "secret";

/**
 * Every route by its URL (its methods share the class). `owner`: a member call that names an
 * object (an id, an upload's path) that must be the caller's own; each has a scenario below.
 */
const CLASSES: Record<string, Class> = {
  // The API browser and its files, the web app's static files and stored media: for anyone.
  "/api/docs": "public",
  "/api/docs/": "public",
  "/api/docs/static/index.html": "public",
  "/api/docs/static/swagger-initializer.js": "public",
  "/api/docs/json": "public",
  "/api/docs/yaml": "public",
  "/api/docs/static/*": "public",
  "/static/*": "public",
  // What crawlers read (issue 49): the sitemap, robots.txt and an article's social card.
  "/sitemap.xml": "public",
  "/robots.txt": "public",
  "/og/article/:name": "public",
  // The built Storybook for designers (issue 52), or a page saying how to build it.
  "/storybook": "public",
  "/storybook/*": "public",
  // What the balancer and the orchestrator ask (plugins/operations.ts); metrics are a secret's.
  "/healthz": "public",
  "/readyz": "public",
  "/metrics": "secret",
  "/uploads/*": "public",
  // A visitor's calls and the blog.
  "/member/index/register": "public",
  "/member/index/login": "public",
  "/member/index/forget": "public",
  "/member/index/confirmemail": "public",
  "/member/index/resetpwd": "public",
  "/member/Article/articletype": "public",
  "/member/Article/getlist": "public",
  "/member/Article/listshow": "public",
  "/member/Article/getDetail": "public",
  // Their own capability: a link's token, a provider's signature, a gateway key or payment id,
  // the local admin command's secret, the socket's handshake token.
  "/member/notify/unsubscribe": "secret",
  "/member/privacy/download": "secret",
  "/payments/notify/:provider": "secret",
  "/sandbox-pay/v1/payments": "secret",
  "/sandbox-pay/checkout/:id": "secret",
  "/internal/admin": "secret",
  "/ws": "secret",
  // A member's own account, lists and actions (the session's member is the subject).
  "/member/index/userinfo": "member",
  "/member/index/initdata": "member",
  "/member/index/readonlinestatus": "member",
  "/member/index/changeonlinestatus": "member",
  "/member/index/profile": "member",
  "/member/index/changesignature": "member",
  "/member/index/changepwd": "member",
  "/member/index/logout": "member",
  "/member/index/onlinelist": "member",
  "/member/index/new_opposite_sex": "member",
  "/member/like/i_like": "member",
  "/member/like/love_me": "member",
  "/member/like/mutual_like": "member",
  "/member/index/search_opposite_sex": "member",
  "/member/index/memberwall": "member",
  "/member/index/userdetail": "member",
  "/member/like/like": "member",
  "/member/block/block": "member",
  "/member/block/list": "member",
  "/member/reports/reports": "member",
  "/member/index/settings": "member",
  "/member/index/savesettings": "member",
  "/member/index/changelang": "member",
  "/member/index/invite": "member",
  "/member/privacy/sessions": "member",
  "/member/privacy/endothers": "member",
  "/member/privacy/status": "member",
  "/member/privacy/deleteaccount": "member",
  "/member/privacy/canceldeletion": "member",
  "/member/privacy/export": "member",
  "/member/push/publickey": "member",
  "/member/push/subscribe": "member",
  "/member/email/released": "member",
  "/member/email/emaillist": "member",
  "/member/email/sentlist": "member",
  "/member/index/getgiftnewnotice": "member",
  "/member/index/senotice": "member",
  "/member/index/translate": "member",
  "/member/shop/gift": "member",
  "/member/shop/received_gift": "member",
  "/member/gift/gift_giving": "member",
  "/member/wallet/history": "member",
  "/member/recharge/package": "member",
  "/member/Upgrade/package": "member",
  "/member/Pay/generateuuid": "member",
  "/member/Pay/getIPaddress": "member",
  "/member/Pay/pay": "member",
  "/member/chat/upload": "member",
  "/member/index/uploadImg": "member",
  "/member/index/uploads": "member",
  "/member/index/uploadVideo": "member",
  "/member/trend/trend": "member",
  "/member/trend/my_trend": "member",
  "/member/trend/his_trend": "member",
  "/member/photo/my_photo": "member",
  "/member/photo/his_photo": "member",
  "/member/Comment/photoComment": "member",
  // Answers to another member's post (issue 50): anyone who can see the post.
  "/member/trend/like": "member",
  "/member/trend/comments": "member",
  "/member/trend/comment": "member",
  // Calls on an object that must be the caller's.
  "/member/privacy/endsession": "owner",
  "/member/push/unsubscribe": "owner",
  "/member/email/updatestatus": "owner",
  "/member/index/upnotice": "owner",
  "/member/Pay/order": "owner",
  "/member/trend/released": "owner",
  "/member/trend/del": "owner",
  "/member/trend/del_comment": "owner",
  "/member/photo/released": "owner",
  "/member/photo/del_photo": "owner",
  "/member/backphoto/released": "owner",
  "/member/backphoto/deletephoto": "owner",
  // The console.
  "/admin/api/me": "staff",
  "/admin/api/2fa/enrol": "staff",
  "/admin/api/2fa/confirm": "staff",
  "/admin/api/2fa/verify": "staff",
  "/admin/api/review/list": "staff",
  "/admin/api/review/approve": "staff",
  "/admin/api/review/reject": "staff",
  "/admin/api/reports/list": "staff",
  "/admin/api/reports/resolve": "staff",
  "/admin/api/members/list": "staff",
  "/admin/api/members/get": "staff",
  "/admin/api/members/tier": "staff",
  "/admin/api/members/act": "staff",
  "/admin/api/members/credits": "staff",
  "/admin/api/content/list": "staff",
  "/admin/api/content/takedown": "staff",
  "/admin/api/articles/list": "staff",
  "/admin/api/articles/get": "staff",
  "/admin/api/articles/save": "staff",
  "/admin/api/articles/category": "staff",
  "/admin/api/dashboard": "staff",
  "/admin/api/orders/list": "staff",
  "/admin/api/orders/get": "staff",
  "/admin/api/orders/refund": "staff",
  "/admin/api/catalog/get": "staff",
  "/admin/api/catalog/gift": "staff",
  "/admin/api/catalog/gift/new": "staff",
  "/admin/api/catalog/gift/category": "staff",
  "/admin/api/catalog/package": "staff",
  "/admin/api/catalog/tier": "staff",
  "/admin/api/catalog/settings": "staff",
  "/admin/api/catalog/authorities": "staff",
  "/admin/api/audit/list": "staff",
};

/** What the session guard (plugins/auth.ts) guards: the member calls. */
const guarded = (r: RegisteredRoute) =>
  ["POST", "GET", "HEAD"].includes(r.method) && !r.config.public && r.url.startsWith("/member/");

type Member = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let a: Member;
let b: Member;
let bad: { forged: string; expired: string; revoked: string };
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await testApp({}, { adminSecret: "matrix-secret-0123456789abcdef" });
  a = await signUp(t);
  b = await signUp(t, { sex: 0 });
  // Both gold: the tier's flags pass, so what refuses B is ownership alone.
  for (const m of [a, b]) await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  const revoked = await createSession(t.ctx.db, a.id, { now: t.ctx.now() });
  expect((await t.call(Calls.logout, {}, { token: revoked })).status).toBe(200);
  bad = {
    forged: `${a.token.slice(0, -6)}AAAAAA`,
    expired: await createSession(t.ctx.db, a.id, { now: new Date(Date.now() - 400 * 86_400_000) }),
    revoked,
  };
  routes = t.app.registeredRoutes;
}, 60_000);
afterAll(() => t.close());

/** Every row of every table, as text: a refusal must leave all of it as it was. */
async function snapshot(): Promise<string> {
  const tables = Object.entries(schema).filter(([, v]) => is(v, PgTable)) as [string, PgTable][];
  const parts: string[] = [];
  for (const [name, table] of tables) {
    const rows = await t.ctx.db.select().from(table);
    parts.push(`${name}:${JSON.stringify(rows)}`);
  }
  return parts.join("\n");
}

/** A call with the token where a client puts it: the payload for POST, the query for GET. */
async function attempt(route: { method: string; url: string }, token: string | undefined, payload = {}) {
  const body = { ...payload, ...(token === undefined ? {} : { token }) };
  const url = route.url.replace(/:\w+/g, "x");
  const res =
    route.method === "GET"
      ? await t.app.inject({ method: "GET", url, query: body as Record<string, string> })
      : await t.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json" },
          payload: body,
        });
  expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
  return res;
}

describe("the classification", () => {
  it("names every registered route, and nothing that is not registered", () => {
    const registered = new Set(routes.map((r) => r.url));
    expect(
      [...registered].filter((url) => !(url in CLASSES)),
      "routes with no class",
    ).toEqual([]);
    expect(
      Object.keys(CLASSES).filter((url) => !registered.has(url)),
      "classes of no route",
    ).toEqual([]);
  });

  it("agrees with how the server guards each route", () => {
    for (const route of routes) {
      const kind = CLASSES[route.url];
      const where = `${route.method} ${route.url}: ${kind}`;
      if (kind === "member" || kind === "owner") expect(guarded(route), where).toBe(true);
      else expect(guarded(route), where).toBe(false);
      expect(route.config.staff !== undefined, where).toBe(kind === "staff");
    }
  });
});

describe("member calls without a valid session", () => {
  it("answer session-invalid to no token, a forged, an expired and a revoked one, and change nothing", async () => {
    const calls = routes.filter((r) => guarded(r) && r.method !== "HEAD");
    expect(calls.length).toBeGreaterThan(60);
    const before = await snapshot();
    for (const route of calls) {
      for (const [name, token] of [["none", undefined], ...Object.entries(bad)] as const) {
        const res = await attempt(route, token, { id: 1, userid: a.id, target_id: a.id });
        expect(res.json(), `${route.method} ${route.url} with ${name}`).toEqual({
          status: 0,
          msg: SESSION_INVALID_MSG,
        });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("HEAD of a member GET runs nothing without a session either", async () => {
    const heads = routes.filter((r) => guarded(r) && r.method === "HEAD");
    expect(heads.length).toBeGreaterThan(0);
    // HEAD has no body: its length says which answer it was (the refusal, not the handler's).
    const refusal = Buffer.byteLength(JSON.stringify({ status: 0, msg: SESSION_INVALID_MSG }));
    for (const route of heads) {
      const res = await t.app.inject({ method: "HEAD", url: route.url });
      expect(Number(res.headers["content-length"]), route.url).toBe(refusal);
    }
  });
});

describe("staff calls", () => {
  it("refuse no token and a forged one as session-invalid, and a plain member with 403 and no data", async () => {
    const calls = routes.filter((r) => CLASSES[r.url] === "staff");
    expect(calls.length).toBeGreaterThan(25);
    const before = await snapshot();
    for (const route of calls) {
      const payload = { id: a.id, action: "disable", amount: 100, reason: "x", vip: 2 };
      for (const token of [undefined, bad.forged, bad.expired]) {
        const res = await attempt(route, token, payload);
        expect(res.json(), route.url).toEqual({ status: 0, msg: SESSION_INVALID_MSG });
      }
      const asMember = (await attempt(route, b.token, payload)).json();
      expect(asMember, route.url).toMatchObject({ status: AdminStatus.forbidden });
      expect(asMember.data, route.url).toBeUndefined();
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("secret routes without their secret", () => {
  it("refuse, and change nothing", async () => {
    const before = await snapshot();
    const admin = await t.app.inject({
      method: "POST",
      url: "/internal/admin",
      payload: { command: "seed" },
    });
    expect(admin.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/internal/admin",
      headers: { "x-admin-secret": "matrix-secret-0123456789abcdeX" },
      payload: { command: "set-role", args: [b.username, "admin"] },
    });
    expect(wrong.statusCode).toBe(403);
    const notify = await t.app.inject({
      method: "POST",
      url: "/payments/notify/sandbox",
      payload: { type: "payment.succeeded", data: { reference: "1", amount: 100 } },
    });
    expect(notify.statusCode).toBeGreaterThanOrEqual(400);
    const gateway = await t.app.inject({
      method: "POST",
      url: "/sandbox-pay/v1/payments",
      payload: { amount: 1 },
    });
    expect(gateway.statusCode).toBe(401);
    for (const method of ["GET", "POST"] as const) {
      expect(
        (await t.app.inject({ method, url: "/sandbox-pay/checkout/pay_000000000000000000000000" }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method, url: `${"/member/notify/unsubscribe"}?token=${bad.forged}` }))
          .statusCode,
      ).toBe(404);
    }
    // Metrics without METRICS_TOKEN: only over loopback; from anywhere else, nothing.
    const metrics = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5" });
    expect(metrics.statusCode).toBe(403);
    expect(metrics.body).not.toContain("site_");
    const download = await t.app.inject({
      method: "GET",
      url: `/member/privacy/download?token=${bad.forged}&id=1`,
    });
    expect(download.statusCode).toBeLessThan(500);
    expect(download.headers["content-type"]).not.toMatch(/zip|octet/);
    expect(await snapshot()).toBe(before);
  });

  it("the chat socket closes a forged, an expired and a revoked token at the handshake", async () => {
    for (const token of Object.values(bad)) {
      const s = await connect(t.app, token, { init: false });
      expect(await closedWithin(s, 3000)).toBe(SocketClose.sessionInvalid);
    }
  });
});

/** One object of member A, and what member B's attempt on it is. */
interface OwnerCase {
  /**
   * The call answers success and does nothing, as a device that is no longer subscribed would
   * want (unsubscribing is idempotent): only "nothing changed" is asked of it.
   */
  noOp?: true;
  /** Makes A's object; answers the payload B sends and a check that it is as it was. */
  build(): Promise<{ payload: Record<string, unknown>; unchanged(): Promise<void> }>;
}

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** An image A uploaded (its path): B may not publish it as theirs. */
async function imageOfA(colour: string): Promise<string> {
  const answer = await upload<{ url: string }>(t, Calls.uploadImage, a.token, {
    field: "file",
    name: "a.png",
    type: "image/png",
    data: await png(colour),
  });
  expect(answer.status).toBe(200);
  return answer.data?.url as string;
}

/** B's rows that show the image (a trend, a photo, a background photo). */
const bShows = async (img: string) => ({
  trends: await t.ctx.db
    .select()
    .from(trends)
    .where(and(eq(trends.userId, b.id), eq(trends.img, img))),
  photos: await t.ctx.db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, b.id), eq(photos.img, img))),
  backPhotos: await t.ctx.db
    .select()
    .from(backPhotos)
    .where(and(eq(backPhotos.userId, b.id), eq(backPhotos.img, img))),
});
const nothingShown = { trends: [], photos: [], backPhotos: [] };

const OWNER_CASES: Record<string, OwnerCase> = {
  [PrivacyCalls.endSession]: {
    async build() {
      const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, a.id)).limit(1);
      return {
        payload: { id: session?.id },
        unchanged: async () =>
          expect((await t.call(Calls.userinfo, {}, { token: a.token })).status).toBe(200),
      };
    },
  },
  [PushCalls.unsubscribe]: {
    noOp: true,
    async build() {
      const endpoint = `https://push.example/device-${Date.now()}`;
      await t.ctx.db.insert(pushSubscriptions).values({ userId: a.id, endpoint, p256dh: "k", auth: "a" });
      return {
        payload: { endpoint },
        unchanged: async () => {
          const rows = await t.ctx.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, endpoint));
          expect(rows.map((r) => r.userId)).toEqual([a.id]);
        },
      };
    },
  },
  [ChatCalls.mailRead]: {
    async build() {
      const sender = await signUp(t);
      await runAdminCommand(t.ctx, "set-vip", [sender.username, "2", "1"]);
      expect(
        (await t.call(ChatCalls.mailSend, { email: a.username, content: "hi A" }, { token: sender.token }))
          .status,
      ).toBe(200);
      const [mail] = await t.ctx.db.select().from(mails).where(eq(mails.receiverId, a.id)).limit(1);
      return {
        payload: { id: mail?.id },
        unchanged: async () => {
          const [now] = await t.ctx.db
            .select()
            .from(mails)
            .where(eq(mails.id, mail?.id ?? 0));
          expect(now).toEqual(mail);
        },
      };
    },
  },
  [ChatCalls.noticeRead]: {
    async build() {
      const [notice] = await t.ctx.db
        .insert(notices)
        .values({ userId: a.id, type: "gift", content: "for A" })
        .returning();
      return {
        payload: { id: notice?.id },
        unchanged: async () => {
          const [now] = await t.ctx.db
            .select()
            .from(notices)
            .where(eq(notices.id, notice?.id ?? 0));
          expect(now?.status).toBe(0);
        },
      };
    },
  },
  [PayCalls.order]: {
    async build() {
      const [order] = await t.ctx.db
        .insert(orders)
        .values({ userId: a.id, gainerId: a.id, orderType: 1, payType: 2, amountCents: 1000 })
        .returning();
      return {
        payload: { id: order?.id },
        unchanged: async () => {
          const [now] = await t.ctx.db
            .select()
            .from(orders)
            .where(eq(orders.id, order?.id ?? 0));
          expect(now).toEqual(order);
        },
      };
    },
  },
  [FeedCalls.postTrend]: {
    async build() {
      const img = await imageOfA("#a11");
      return {
        payload: { content: "mine now", img },
        unchanged: async () => expect(await bShows(img)).toEqual(nothingShown),
      };
    },
  },
  [FeedCalls.deleteTrend]: {
    async build() {
      const posted = await t.call<{ id: number }>(
        FeedCalls.postTrend,
        { content: "A's words" },
        { token: a.token },
      );
      expect(posted.status).toBe(200);
      const id = posted.data?.id as number;
      const [trend] = await t.ctx.db.select().from(trends).where(eq(trends.id, id));
      return {
        payload: { id },
        unchanged: async () =>
          expect((await t.ctx.db.select().from(trends).where(eq(trends.id, id)))[0]).toEqual(trend),
      };
    },
  },
  [FeedCalls.deleteTrendComment]: {
    async build() {
      const posted = await t.call<{ id: number }>(
        FeedCalls.postTrend,
        { content: "A's post" },
        { token: a.token },
      );
      const said = await t.call<{ id: number }>(
        FeedCalls.commentTrend,
        { id: posted.data?.id, content: "A's own reply" },
        { token: a.token },
      );
      expect(said.status).toBe(200);
      const id = said.data?.id as number;
      const [comment] = await t.ctx.db.select().from(comments).where(eq(comments.id, id));
      return {
        payload: { id },
        unchanged: async () =>
          expect((await t.ctx.db.select().from(comments).where(eq(comments.id, id)))[0]).toEqual(comment),
      };
    },
  },
  [FeedCalls.postPhoto]: {
    async build() {
      const img = await imageOfA("#1a1");
      return { payload: { img }, unchanged: async () => expect(await bShows(img)).toEqual(nothingShown) };
    },
  },
  [FeedCalls.deletePhoto]: {
    async build() {
      const img = await imageOfA("#11a");
      const released = await t.call<{ pid: number }>(FeedCalls.postPhoto, { img }, { token: a.token });
      expect(released.status).toBe(200);
      const id = released.data?.pid as number;
      const [photo] = await t.ctx.db.select().from(photos).where(eq(photos.id, id));
      return {
        payload: { id },
        unchanged: async () =>
          expect((await t.ctx.db.select().from(photos).where(eq(photos.id, id)))[0]).toEqual(photo),
      };
    },
  },
  [FeedCalls.postBackPhoto]: {
    async build() {
      const img = await imageOfA("#aa1");
      return { payload: { img }, unchanged: async () => expect(await bShows(img)).toEqual(nothingShown) };
    },
  },
  [FeedCalls.deleteBackPhoto]: {
    async build() {
      const img = await imageOfA("#1aa");
      expect((await t.call(FeedCalls.postBackPhoto, { img }, { token: a.token })).status).toBe(200);
      const [back] = await t.ctx.db
        .select()
        .from(backPhotos)
        .where(and(eq(backPhotos.userId, a.id)))
        .limit(1);
      return {
        payload: { id: back?.id },
        unchanged: async () =>
          expect(
            (
              await t.ctx.db
                .select()
                .from(backPhotos)
                .where(eq(backPhotos.id, back?.id ?? 0))
            )[0],
          ).toEqual(back),
      };
    },
  },
};

describe("owner-only calls with another member's token", () => {
  it("has a scenario for every route classified owner", () => {
    const owners = Object.entries(CLASSES)
      .filter(([, kind]) => kind === "owner")
      .map(([url]) => url);
    expect(Object.keys(OWNER_CASES).sort()).toEqual(owners.sort());
  });

  it.each(Object.keys(OWNER_CASES))("%s: B is refused on A's object, which stays as it was", async (url) => {
    const scenario = OWNER_CASES[url] as OwnerCase;
    const { payload, unchanged } = await scenario.build();
    const answer = await t.call<unknown>(url, payload, { token: b.token });
    if (!scenario.noOp) expect(answer.status, JSON.stringify(answer)).not.toBe(200);
    expect(answer.data ?? undefined, JSON.stringify(answer)).not.toMatchObject({ user_id: a.id });
    await unchanged();
    // And B's account is still B's: the refusal was about the object, not the session.
    expect((await t.call(Calls.userinfo, {}, { token: b.token })).status).toBe(200);
  });
});

describe("reading another member's profile", () => {
  it("shows B no private field of A's", async () => {
    const detail = await t.call<Record<string, unknown>>(
      "/member/index/userdetail",
      { id: a.id },
      { token: b.token },
    );
    expect(detail.status).toBe(200);
    const text = JSON.stringify(detail.data);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, a.id));
    expect(text).not.toContain(a.email);
    expect(text).not.toContain(String(row?.passwordHash ?? "no hash"));
    expect(text).not.toContain(a.token);
    expect(detail.data).not.toHaveProperty("balance");
  });
});
