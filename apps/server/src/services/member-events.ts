/**
 * What happened to a member that the notification settings cover (spec §2): a mail, a chat
 * message, a comment on their photo or video, credits granted, a gift. The place where it happens
 * announces it once it is stored; the deliveries listen (notification mails, Web Push). Announcing
 * never fails the caller: a delivery that fails is logged, and the member still sees the event in
 * the site's menus.
 */
import type { NotifyItem } from "@site/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";

export interface MemberEvent {
  item: NotifyItem;
  /** The member who is told. */
  memberId: number;
  /** The member who did it (a block between the two silences the event); null for the site. */
  actorId: number | null;
  /** Unique per event: a delivery tells a member of one key at most once. */
  key: string;
  /** A short text of what happened (the mail's or message's first words, a gift's name). */
  preview: string;
  at: Date;
  /**
   * Whether the member had the chat open when it happened, when the announcer asked already (the
   * chat asks for every message); the deliveries ask the hub themselves otherwise.
   */
  connected?: boolean;
}

/** Whether the member had the chat open when the event happened (an open tab shows it already). */
export const connectedAt = (ctx: Pick<AppContext, "chat">, event: MemberEvent): Promise<boolean> =>
  event.connected === undefined ? ctx.chat.isConnected(event.memberId) : Promise.resolve(event.connected);

/**
 * A delivery: returns nothing when it has nothing to do (most chat messages: the member has the
 * chat open), a promise when it delivers in the background. Every chat message is announced, so
 * the usual case costs no promise.
 */
export type MemberEventListener = (event: MemberEvent) => Promise<void> | undefined;

export interface MemberEvents {
  /** Tells every listener; returns at once. */
  announce(event: MemberEvent): void;
  /** Adds a listener; the function returned removes it. */
  listen(listener: MemberEventListener): () => void;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createMemberEvents(log: FastifyBaseLogger): MemberEvents {
  const listeners = new Set<MemberEventListener>();
  const running = new Set<Promise<void>>();
  return {
    announce(event) {
      const failed = (error: unknown) =>
        log.error({ err: error, item: event.item }, "member event delivery failed");
      for (const listener of listeners) {
        let started: Promise<void> | undefined;
        try {
          started = listener(event);
        } catch (error) {
          failed(error);
          continue;
        }
        if (!started) continue;
        const delivery = started.catch(failed).finally(() => running.delete(delivery));
        running.add(delivery);
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
