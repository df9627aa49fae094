/**
 * The member's signed-in devices (issue 15): listed in plain words with this one marked, one ended
 * or all the others, and an ended session refused at once, its chat socket closed.
 */
import { Calls, EndSessionStatus, PrivacyCalls, type SignedInDevice, SocketClose } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { closedWithin, connect, type TestSocket } from "./socket-client.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ANDROID_FIREFOX = "Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0";

let t: TestApp;
const open: TestSocket[] = [];
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function signInFrom(m: { username: string; password: string }, userAgent: string, ip: string) {
  const answer = await t.call<{ token: string }>(
    Calls.login,
    { account: m.username, password: m.password },
    { ip, headers: { "user-agent": userAgent } },
  );
  expect(answer.status).toBe(200);
  return answer.data?.token as string;
}

const devices = async (token: string) => {
  const answer = await t.call<SignedInDevice[]>(PrivacyCalls.sessions, {}, { token });
  expect(answer.status).toBe(200);
  return answer.data ?? [];
};

describe("the list of signed-in devices", () => {
  it("names each device's browser and system in plain words, this one first and marked", async () => {
    const m = await signUp(t);
    const phone = await signInFrom(m, IPHONE, "10.70.0.1");
    await signInFrom(m, WINDOWS_CHROME, "10.70.0.2");
    await signInFrom(m, ANDROID_FIREFOX, "10.70.0.3");
    const list = await devices(phone);
    // The registration's session (no user agent) and the three sign-ins.
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ browser: "Safari 18", os: "iOS 18", device: "phone", current: 1 });
    expect(list.filter((d) => d.current === 1)).toHaveLength(1);
    expect(list).toContainEqual(
      expect.objectContaining({ browser: "Chrome 131", os: "Windows", device: "desktop" }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ browser: "Firefox 133", os: "Android 15", device: "phone" }),
    );
    for (const d of list) {
      expect(d.signed_in).toBeGreaterThan(Date.now() - 60_000);
      expect(d.last_seen).toBeGreaterThanOrEqual(d.signed_in);
    }
  });

  it("shows only the member's own devices", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await signInFrom(b, WINDOWS_CHROME, "10.71.0.1");
    const mine = await devices(a.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.current).toBe(1);
  });
});

describe("signing out a device", () => {
  it("refuses the ended session's token at once and closes its chat socket, leaving the others", async () => {
    const m = await signUp(t);
    const laptop = await signInFrom(m, WINDOWS_CHROME, "10.72.0.1");
    const phone = await signInFrom(m, IPHONE, "10.72.0.2");
    // Used once, so that its resolution is cached: ending it must still refuse it at once.
    expect((await t.call(Calls.userinfo, {}, { token: laptop })).status).toBe(200);
    const laptopSocket = await connect(t.app, laptop);
    const phoneSocket = await connect(t.app, phone);
    open.push(laptopSocket, phoneSocket);
    const target = (await devices(phone)).find((d) => d.browser.startsWith("Chrome"));
    expect(target).toBeDefined();
    const ended = await t.call<SignedInDevice[]>(
      PrivacyCalls.endSession,
      { id: target?.id },
      { token: phone },
    );
    expect(ended.status).toBe(200);
    expect(ended.data?.some((d) => d.id === target?.id)).toBe(false);
    expect(await closedWithin(laptopSocket, 1000)).toBe(SocketClose.sessionInvalid);
    expect(await closedWithin(phoneSocket, 300)).toBe("open");
    expect((await t.call(Calls.userinfo, {}, { token: laptop })).status).toBe(0);
    expect((await t.call(Calls.userinfo, {}, { token: phone })).status).toBe(200);
    // Ending it again tells that it is gone.
    const again = await t.call(PrivacyCalls.endSession, { id: target?.id }, { token: phone });
    expect(again.status).toBe(EndSessionStatus.notFound);
  });

  it("will not end another member's session", async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    const [session] = await devices(victim.token);
    const answer = await t.call(PrivacyCalls.endSession, { id: session?.id }, { token: attacker.token });
    expect(answer.status).toBe(EndSessionStatus.notFound);
    expect((await t.call(Calls.userinfo, {}, { token: victim.token })).status).toBe(200);
    expect(await devices(victim.token)).toHaveLength(1);
  });

  it("signs out everywhere else, keeping this device signed in", async () => {
    const m = await signUp(t);
    const others = [
      await signInFrom(m, WINDOWS_CHROME, "10.73.0.1"),
      await signInFrom(m, ANDROID_FIREFOX, "10.73.0.2"),
    ];
    const sockets = await Promise.all(others.map((token) => connect(t.app, token)));
    const mine = await connect(t.app, m.token);
    open.push(...sockets, mine);
    const answer = await t.call<SignedInDevice[]>(PrivacyCalls.endOtherSessions, {}, { token: m.token });
    expect(answer.status).toBe(200);
    expect(answer.data).toHaveLength(1);
    expect(answer.data?.[0]?.current).toBe(1);
    for (const s of sockets) expect(await closedWithin(s, 1000)).toBe(SocketClose.sessionInvalid);
    expect(await closedWithin(mine, 300)).toBe("open");
    for (const token of others) expect((await t.call(Calls.userinfo, {}, { token })).status).toBe(0);
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(200);
  });
});
