/**
 * The data archive (issue 15): asked for in the settings, built once by a job, mailed as a one-time
 * link; the zip holds the member's data and media and nothing of anyone else's, downloads with the
 * member's session too, and is refused once it expires.
 */
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import {
  DownloadStatus,
  EXPORT_LINK_DAYS,
  PrivacyCalls,
  type PrivacyStatus,
  RequestExportStatus,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExports } from "../src/db/schema.ts";
import { buildDueExports, sweepExpiredExports } from "../src/services/data-export.ts";
import { listenForNotificationMails } from "../src/services/notify-mail.ts";
import { createOrder, fulfilOrder } from "../src/services/payments/orders.ts";
import { form, signUp, type TestApp, testApp } from "./helper.ts";
import { richMember } from "./privacy-fixture.ts";
import { type SmtpInbox, smtpInbox } from "./smtp-inbox.ts";

const DAY = 86_400_000;
let t: TestApp;
let smtp: SmtpInbox;
beforeAll(async () => {
  smtp = await smtpInbox();
  t = await testApp({ SMTP_URL: smtp.url });
  listenForNotificationMails(t.ctx);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const status = async (token: string) =>
  ((await t.call<PrivacyStatus>(PrivacyCalls.status, {}, { token })).data as PrivacyStatus).export;

/** The link of the archive mail to `address`, as the member's mail client would open it. */
async function mailedLink(address: string): Promise<URL> {
  const mail = await smtp.mailTo(address);
  // In the member's language (zhtw, the site's default).
  expect(mail.subject).toBe("您的資料檔案已準備好");
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link as string);
  expect(url.origin).toBe("http://site.test");
  expect(url.pathname).toBe(PrivacyCalls.download);
  return url;
}

const openLink = (url: URL) => t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
const downloadWith = (token: string) =>
  t.app.inject({
    method: "POST",
    url: PrivacyCalls.download,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form({ token }),
  });

describe("the data archive", () => {
  it("holds the member's data and media, none of another member's, through a one-time mailed link", async () => {
    const peer = await signUp(t);
    const third = await signUp(t);
    const m = await richMember(t, peer, third);
    // Someone else's life on the site, which must stay out of m's archive.
    const stranger = await richMember(t, peer, third);

    expect((await status(m.token)).state).toBe("idle");
    const asked = await t.call<PrivacyStatus>(PrivacyCalls.requestExport, {}, { token: m.token });
    expect(asked.status).toBe(200);
    expect(asked.data?.export.state).toBe("building");
    // One a day.
    const again = await t.call(PrivacyCalls.requestExport, {}, { token: m.token });
    expect(again.status).toBe(RequestExportStatus.tooSoon);
    expect(again.msg).toMatch(/24 hours/);

    // Two instances at once build it once (and mail once).
    const built = await Promise.all([buildDueExports(t.ctx), buildDueExports(t.ctx)]);
    expect(built.reduce((a, b) => a + b, 0)).toBe(1);
    const ready = await status(m.token);
    expect(ready.state).toBe("ready");
    expect(ready.expires_at).toBeGreaterThan(Date.now() + (EXPORT_LINK_DAYS - 1) * DAY);

    const link = await mailedLink(m.email);
    expect(smtp.mailsTo(m.email)).toHaveLength(1);
    const res = await openLink(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(Number(res.headers["content-length"])).toBe(ready.bytes);

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = new TextDecoder().decode(files["data.json"]);
    const data = JSON.parse(json);
    expect(data.profile).toMatchObject({ id: m.id, username: m.username, email: m.email, interest: "a,c" });
    for (const text of m.texts) expect(json).toContain(text);
    expect(data.follows.map((f: { username: string }) => f.username)).toEqual([peer.username]);
    expect(data.blocks.map((b: { username: string }) => b.username)).toEqual([third.username]);
    expect(data.gifts.sent).toHaveLength(1);
    expect(data.ledger.length).toBeGreaterThanOrEqual(2);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.mails.received.map((x: { from: string }) => x.from)).toEqual([peer.username]);
    // The notification mail waiting about that mail is theirs too.
    expect(data.notification_mails).toContainEqual(expect.objectContaining({ item: "mail" }));
    expect(data.push_devices).toEqual([]);
    expect(json).not.toMatch(/password_?hash|token_?hash|code_?hash/i);
    // Every file the member uploaded, byte for byte; nobody else's.
    const media = Object.keys(files).filter((name) => name.startsWith("media/"));
    expect(media.sort()).toEqual(m.files.map((f) => `media/${f.replace(/^uploads\//, "")}`).sort());
    for (const f of m.files) {
      const stored = await readFile(path.join(t.ctx.config.dataDir, f));
      expect(Buffer.from(files[`media/${f.replace(/^uploads\//, "")}`] as Uint8Array).equals(stored)).toBe(
        true,
      );
    }
    for (const text of [stranger.username, stranger.email, ...stranger.texts, peer.email, third.email]) {
      expect(json).not.toContain(text);
    }
    for (const f of stranger.files) expect(media).not.toContain(`media/${f.replace(/^uploads\//, "")}`);

    // The mailed code works once; the member's own session still downloads it.
    const reused = await openLink(link);
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ status: DownloadStatus.invalidLink });
    const own = await downloadWith(m.token);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(own.rawPayload)))).toContain("data.json");
    // Another member's session gets nothing of it.
    expect((await downloadWith(peer.token)).statusCode).toBe(404);
    expect((await downloadWith("not-a-token")).statusCode).toBe(404);
  });

  it("refuses an expired link and an expired archive, and removes its file", async () => {
    const m = await signUp(t);
    await t.call(PrivacyCalls.requestExport, {}, { token: m.token });
    expect(await buildDueExports(t.ctx)).toBe(1);
    const link = await mailedLink(m.email);
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, m.id));
    const file = path.join(t.ctx.config.dataDir, row?.file as string);
    await access(file);
    t.advance(EXPORT_LINK_DAYS * DAY + 60_000);
    try {
      const res = await openLink(link);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: DownloadStatus.invalidLink });
      expect((await downloadWith(m.token)).statusCode).toBe(404);
      expect((await status(m.token)).state).toBe("expired");
      expect(await sweepExpiredExports(t.ctx)).toBeGreaterThanOrEqual(1);
      await expect(access(file)).rejects.toThrow();
      // A new archive may be asked for.
      expect((await t.call(PrivacyCalls.requestExport, {}, { token: m.token })).status).toBe(200);
    } finally {
      t.advance(-(EXPORT_LINK_DAYS * DAY + 60_000));
    }
  });

  it("tells a member paid for by another so, with nothing of the payer's card or identity", async () => {
    const payer = await signUp(t);
    const gainer = await signUp(t);
    const { order } = await createOrder(
      t.ctx.db,
      {
        userId: payer.id,
        gainerId: gainer.id,
        payType: 3,
        uuid: `gift-${payer.id}-${gainer.id}`,
        priced: { orderType: 1, amountCents: 2000, packageId: null, tier: null, months: null },
      },
      t.ctx.now(),
    );
    await fulfilOrder(
      t.ctx.db,
      order.id,
      { providerRef: `ref-${order.id}`, cardLast4: "4242", cardBrand: "visa" },
      t.ctx.now(),
    );
    const archive = async (m: { token: string }) => {
      await t.call(PrivacyCalls.requestExport, {}, { token: m.token });
      await buildDueExports(t.ctx);
      const res = await downloadWith(m.token);
      expect(res.statusCode).toBe(200);
      const json = new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))["data.json"]);
      return { json, data: JSON.parse(json) };
    };
    const theirs = await archive(gainer);
    const [got] = theirs.data.orders;
    expect(got).toMatchObject({ id: order.id, for: "you, paid by another member", amount: 20 });
    expect(got.card).toBeNull();
    const orderText = JSON.stringify(got);
    for (const secret of ["4242", "visa", payer.username, payer.email])
      expect(orderText).not.toContain(secret);
    expect(Object.values(got)).not.toContain(payer.id);
    expect(theirs.json).not.toContain("4242");
    // The payer's own archive keeps their card.
    const payers = await archive(payer);
    expect(payers.data.orders).toContainEqual(
      expect.objectContaining({ id: order.id, for: "another member", card: "visa ending 4242" }),
    );
  });

  it("refuses a link with a made-up code or none", async () => {
    for (const url of [`${PrivacyCalls.download}?code=abc`, PrivacyCalls.download]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: DownloadStatus.invalidLink });
    }
  });
});
