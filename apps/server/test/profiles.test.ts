/**
 * Richer profiles (issue 50): the "about me" and the answered prompts ride on the spec's profile
 * call as optional fields. The spec's payload (avatar, email, sex, birthday) keeps working and
 * leaves them alone; the limits of contracts are enforced; another member reads them in the detail.
 */
import {
  ABOUT_MAX,
  Calls,
  MemberCalls,
  type MemberDetail,
  PROFILE_PROMPTS,
  PROMPT_ANSWER_MAX,
  PROMPTS_MAX,
  type Profile,
} from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A viewer who may open profiles (View_profiles is a paid flag, spec §6). */
async function viewerWithProfiles() {
  const viewer = await signUp(t, { sex: 0 });
  await runAdminCommand(t.ctx, "set-vip", [viewer.username, "2", "1"]);
  return viewer;
}

const base = (m: { email: string }) => ({ email: m.email, sex: 1, birthday: Date.UTC(1990, 4, 20) });

describe("the profile's about me and prompts", () => {
  it("round-trip: saved by the profile call, answered by userinfo and by another member's detail", async () => {
    const owner = await signUp(t);
    const viewer = await viewerWithProfiles();
    const prompts = [
      { key: "idealSunday", answer: "  Coffee, a long walk and a book  " },
      { key: "greenFlag", answer: "Kind to waiters" },
    ];
    const saved = await t.call<Profile>(
      Calls.profile,
      { ...base(owner), about: "I teach piano and bake bread.", prompts, interest: "b,c" },
      { token: owner.token, json: true },
    );
    expect(saved.status).toBe(200);
    expect(saved.data?.about).toBe("I teach piano and bake bread.");
    expect(saved.data?.prompts).toEqual([
      { key: "idealSunday", answer: "Coffee, a long walk and a book" },
      { key: "greenFlag", answer: "Kind to waiters" },
    ]);
    expect(saved.data?.interest).toBe("b,c");

    const me = await t.call<Profile>(Calls.userinfo, {}, { token: owner.token });
    expect(me.data?.about).toBe("I teach piano and bake bread.");
    expect(me.data?.prompts).toHaveLength(2);

    const seen = await t.call<MemberDetail>(MemberCalls.detail, { id: owner.id }, { token: viewer.token });
    expect(seen.status).toBe(200);
    expect(seen.data?.about).toBe("I teach piano and bake bread.");
    expect(seen.data?.prompts?.map((p) => p.key)).toEqual(["idealSunday", "greenFlag"]);
  });

  it("takes the prompts as JSON text in a form-encoded call, and drops unanswered ones", async () => {
    const owner = await signUp(t);
    const answer = await t.call<Profile>(
      Calls.profile,
      {
        ...base(owner),
        prompts: JSON.stringify([
          { key: "travelStory", answer: "Lost in Kyoto, found ramen" },
          { key: "secretTalent", answer: "   " },
        ]),
      },
      { token: owner.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.prompts).toEqual([{ key: "travelStory", answer: "Lost in Kyoto, found ramen" }]);
  });

  it("the spec's payload alone saves as before and leaves about and prompts as they were", async () => {
    const owner = await signUp(t);
    await t.call(
      Calls.profile,
      { ...base(owner), about: "Still here", prompts: [{ key: "proudOf", answer: "My garden" }] },
      { token: owner.token, json: true },
    );
    // Exactly the spec's fields, form-encoded, as the spec's client sends them.
    const answer = await t.call<Profile>(
      Calls.profile,
      { avatar: "", email: owner.email, sex: 0, birthday: Date.UTC(1991, 1, 2) },
      { token: owner.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.gender).toBe(0);
    expect(answer.data?.about).toBe("Still here");
    expect(answer.data?.prompts).toEqual([{ key: "proudOf", answer: "My garden" }]);
  });

  it("a new member's profile and detail answer empty about and prompts", async () => {
    const owner = await signUp(t);
    const viewer = await viewerWithProfiles();
    const seen = await t.call<MemberDetail>(MemberCalls.detail, { id: owner.id }, { token: viewer.token });
    expect(seen.data?.about).toBe("");
    expect(seen.data?.prompts).toEqual([]);
    // The spec's fields are all still there.
    expect(seen.data).toMatchObject({ username: owner.username, interest: "a,b", backphotos: [] });
  });

  it("refuses what is over the limits, and saves nothing then", async () => {
    const owner = await signUp(t);
    const refused = async (extra: Record<string, unknown>) => {
      const answer = await t.call<Profile>(
        Calls.profile,
        { ...base(owner), ...extra },
        { token: owner.token, json: true },
      );
      expect(answer.status).not.toBe(200);
      expect(answer.msg).toBeTruthy();
    };
    await refused({ about: "x".repeat(ABOUT_MAX + 1) });
    await refused({ prompts: [{ key: "idealSunday", answer: "y".repeat(PROMPT_ANSWER_MAX + 1) }] });
    await refused({
      prompts: PROFILE_PROMPTS.slice(0, PROMPTS_MAX + 1).map((key) => ({ key, answer: "yes" })),
    });
    await refused({ prompts: [{ key: "notAPrompt", answer: "yes" }] });
    await refused({
      prompts: [
        { key: "idealSunday", answer: "one" },
        { key: "idealSunday", answer: "two" },
      ],
    });
    await refused({ prompts: "not json" });
    await refused({ interest: "a,z" });
    const me = await t.call<Profile>(Calls.userinfo, {}, { token: owner.token });
    expect(me.data?.about).toBe("");
    expect(me.data?.prompts).toEqual([]);

    // Exactly at the limits is fine.
    const atLimit = await t.call<Profile>(
      Calls.profile,
      {
        ...base(owner),
        about: "x".repeat(ABOUT_MAX),
        prompts: PROFILE_PROMPTS.slice(0, PROMPTS_MAX).map((key) => ({
          key,
          answer: "y".repeat(PROMPT_ANSWER_MAX),
        })),
      },
      { token: owner.token, json: true },
    );
    expect(atLimit.status).toBe(200);
    expect(atLimit.data?.prompts).toHaveLength(PROMPTS_MAX);
  });
});
