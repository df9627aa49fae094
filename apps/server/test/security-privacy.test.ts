/**
 * What one member's answers give away about another: the age but never the birthday, and no last
 * login for a member who hides their online state. Whether a name or an address holds an account
 * is in security-enumeration.test.ts.
 */
import {
  Calls,
  displayAge,
  MemberCalls,
  type MemberDetail,
  type MemberListEntry,
  Opt,
  type PagedList,
  type Profile,
  type ServerMessage,
} from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { connect } from "./socket-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Past the member lists' 30-second snapshot: a list cut after this sees the members made before. */
const SNAPSHOT_MS = 31_000;

type Member = Awaited<ReturnType<typeof signUp>>;

/** A man at gold: every list page, search, detail and mail are open to him. */
async function goldViewer(): Promise<Member> {
  const viewer = await signUp(t, { sex: 1 });
  await runAdminCommand(t.ctx, "set-vip", [viewer.username, "2", "1"]);
  return viewer;
}

const page = (path: string, viewer: Member) =>
  t.call<PagedList<MemberListEntry>>(path, { page: 1 }, { token: viewer.token });
const detail = (viewer: Member, id: number) =>
  t.call<MemberDetail>(MemberCalls.detail, { id }, { token: viewer.token });
const search = (viewer: Member, username: string) =>
  t.call<MemberListEntry[]>(MemberCalls.search, { username }, { token: viewer.token });

describe("another member's birthday", () => {
  it("stays out of the detail, every list, the wall, search and the block list; the age is there; she still reads hers", async () => {
    const born = Date.UTC(1991, 7, 23);
    const her = await signUp(t, { sex: 0, birthday: born });
    const viewer = await goldViewer();
    await t.call(MemberCalls.like, { target_id: her.id }, { token: viewer.token });
    await t.call(MemberCalls.like, { target_id: viewer.id }, { token: her.token });
    t.advance(SNAPSHOT_MS);

    const answers: Record<string, unknown> = {
      detail: await detail(viewer, her.id),
      online: await page(MemberCalls.onlineList, viewer),
      latest: await page(MemberCalls.newOppositeSex, viewer),
      iLike: await page(MemberCalls.iLike, viewer),
      mutual: await page(MemberCalls.mutualLike, viewer),
      wall: await t.call(MemberCalls.wall, {}, { token: viewer.token }),
      search: await search(viewer, her.username),
    };
    await t.call(MemberCalls.block, { target_id: her.id }, { token: viewer.token });
    answers.blockList = await t.call(MemberCalls.blockList, {}, { token: viewer.token });

    for (const [name, answer] of Object.entries(answers)) {
      const text = JSON.stringify(answer);
      // She is in every one of them, so the check below is not passing on an empty answer.
      expect(text, name).toContain(`"id":${her.id}`);
      expect(text, name).not.toContain(String(born));
      expect(text, name).not.toContain("1991-08-23");
    }
    const { data } = answers.detail as Awaited<ReturnType<typeof detail>>;
    expect(data?.age).toBe(displayAge(born, t.ctx.now()));
    // The spec's client reads the age from `birthday` as current year minus birth year (§9).
    expect(displayAge(data?.birthday as number, t.ctx.now())).toBe(data?.age);
    const found = (answers.search as Awaited<ReturnType<typeof search>>).data?.find((m) => m.id === her.id);
    expect(found?.age).toBe(displayAge(born, t.ctx.now()));
    // Her own birthday is still hers to read, in her profile and her own detail.
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: her.token })).data?.birthday).toBe(born);
    expect((await detail(her, her.id)).data?.birthday).toBe(born);
  });
});

describe("the last login of a member hiding their online state", () => {
  it("is left out of the lists, search and detail, and does not place them in the online list", async () => {
    const shown = await signUp(t, { sex: 0 });
    t.advance(60_000);
    const hidden = await signUp(t, { sex: 0 });
    const status = await t.call(Calls.changeOnlineStatus, { onlinestatus: 1 }, { token: hidden.token });
    expect(status).toMatchObject({ status: 200, data: { onlinestatus: 1 } });
    const viewer = await goldViewer();
    t.advance(SNAPSHOT_MS);

    for (const path of [MemberCalls.onlineList, MemberCalls.newOppositeSex]) {
      const entries = (await page(path, viewer)).data?.data ?? [];
      const visible = entries.find((m) => m.id === shown.id);
      const invisible = entries.find((m) => m.id === hidden.id);
      expect(visible?.last_login_time, path).toEqual(expect.any(Number));
      expect(invisible, path).toBeDefined();
      expect(invisible?.last_login_time, path).toBeNull();
      if (path === MemberCalls.onlineList) {
        // She signed in last, yet sorts after a member whose last login shows: her place in the
        // list would otherwise tell her last login to within that of her neighbours.
        const ids = entries.map((m) => m.id);
        expect(ids.indexOf(hidden.id)).toBeGreaterThan(ids.indexOf(shown.id));
      }
    }
    const [found] = (await search(viewer, hidden.username)).data ?? [];
    expect(found).toMatchObject({ id: hidden.id, last_login_time: null });
    expect((await detail(viewer, hidden.id)).data).toMatchObject({ id: hidden.id, last_login_time: null });
    expect((await detail(viewer, shown.id)).data?.last_login_time).toEqual(expect.any(Number));

    // Nor in the chat list of someone she talked with (0: unknown), as a new connection reads it.
    const first = await connect(t.app, viewer.token);
    first.send({ opt: Opt.send, uid: hidden.id, type: "txt", txt: "hello" });
    await first.next((m) => m.opt === Opt.send);
    first.close();
    // connect() has signed the socket on (init) and waited for its chat list.
    const s = await connect(t.app, viewer.token);
    s.close();
    const list = s.received.find((m): m is Extract<ServerMessage, { opt: 0 }> => m.opt === Opt.open);
    expect(list?.data.find((c) => c.uid === hidden.id)).toMatchObject({ last_login_time: 0 });
  });
});
