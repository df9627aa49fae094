/**
 * Member events as the deliveries hear them: every listener is told, a delivery that has nothing to
 * do may return at once, and one that fails (at once or later) is logged without keeping the
 * others from their event or the announcer from going on.
 */
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createMemberEvents, type MemberEvent } from "../src/services/member-events.ts";

function recordingLog() {
  const errors: { item: unknown; message: string }[] = [];
  const log = {
    error: (fields: { err: unknown; item: unknown }, message: string) =>
      errors.push({ item: fields.item, message: `${message}: ${(fields.err as Error).message}` }),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const event: MemberEvent = {
  item: "chat",
  memberId: 7,
  actorId: 8,
  key: "chat:1",
  preview: "hi",
  at: new Date(0),
  connected: true,
};

describe("member events", () => {
  it("tells every listener, whether it returns at once or delivers later", async () => {
    const { log, errors } = recordingLog();
    const events = createMemberEvents(log);
    const told: string[] = [];
    let finish: () => void = () => {};
    events.listen((e) => {
      told.push(`at once ${e.key}`);
      return undefined;
    });
    events.listen((e) => {
      told.push(`later ${e.key}`);
      return new Promise<void>((resolve) => {
        finish = () => {
          told.push(`delivered ${e.key}`);
          resolve();
        };
      });
    });
    events.announce(event);
    expect(told).toEqual(["at once chat:1", "later chat:1"]);
    // settled() waits for the delivery still running, and only for that one.
    let settled = false;
    const waiting = events.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(told.at(-1)).toBe("delivered chat:1");
    expect(errors).toEqual([]);
  });

  it("logs a delivery that fails at once or later, and still tells the others", async () => {
    const { log, errors } = recordingLog();
    const events = createMemberEvents(log);
    const told: string[] = [];
    events.listen(() => {
      throw new Error("thrown");
    });
    events.listen(() => Promise.reject(new Error("rejected")));
    events.listen((e) => {
      told.push(e.key);
      return undefined;
    });
    expect(() => events.announce(event)).not.toThrow();
    expect(told).toEqual(["chat:1"]);
    await events.settled();
    expect(errors).toEqual([
      { item: "chat", message: "member event delivery failed: thrown" },
      { item: "chat", message: "member event delivery failed: rejected" },
    ]);
  });
});
