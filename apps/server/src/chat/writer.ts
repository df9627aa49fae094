/**
 * Group commit for chat messages that count against no allowance (paid members, the service):
 * messages that arrive while a write is in flight wait for it and then go together, in one
 * transaction of two statements (the messages, then both members' conversation rows), so the
 * database sees a few statements per batch instead of four per message. Under light load a
 * batch is one message and costs what a single write did; under heavy load it grows, and the
 * throughput with it.
 *
 * Each message is still stored before it is acknowledged (the promise settles after the commit),
 * and once per (sender, cid): a resend in the same batch or of an earlier one is answered as a
 * duplicate with the stored message.
 */
import type { ChatMessage } from "@site/contracts";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { chatContacts, chatMessages } from "../db/schema.ts";
import { type NewMessage, type StoreResult, toChatMessage } from "./store.ts";

/** The most messages one batch writes (a bound on one statement's size). */
const BATCH_MAX = 500;

interface Waiting {
  input: NewMessage;
  now: Date;
  settle: (result: StoreResult) => void;
  fail: (error: unknown) => void;
}

export class MessageWriter {
  readonly #db: Db;
  #queue: Waiting[] = [];
  #writing = false;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Stores a message with its conversation rows; answers it, or the one stored under its cid. */
  write(input: Omit<NewMessage, "allowance">, now: Date): Promise<StoreResult> {
    return new Promise((settle, fail) => {
      this.#queue.push({ input, now, settle, fail });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, BATCH_MAX);
        try {
          await this.#writeBatch(batch);
        } catch (error) {
          for (const waiting of batch) waiting.fail(error);
        }
      }
    } finally {
      this.#writing = false;
    }
  }

  async #writeBatch(batch: Waiting[]): Promise<void> {
    const key = (sender: number, cid: string | null) => `${sender}\u0000${cid ?? ""}`;
    // A resend queued beside its original is written once.
    const unique = new Map<string, Waiting>();
    for (const waiting of batch) unique.set(key(waiting.input.sender, waiting.input.cid), waiting);

    const stored = await this.#db.transaction(async (tx) => {
      const inserted = await tx
        .insert(chatMessages)
        .values(
          [...unique.values()].map(({ input, now }) => ({
            senderId: input.sender,
            receiverId: input.receiver,
            type: input.type,
            content: input.content,
            img: input.img,
            clientId: input.cid,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return inserted;

      // One row per member per conversation: the newest message, and the unread it adds for the
      // recipient. In key order, so that concurrent batches lock the rows in the same order.
      const rows = new Map<
        string,
        { userId: number; peerId: number; last: number; unread: number; at: Date }
      >();
      const touch = (userId: number, peerId: number, id: number, unread: number, at: Date) => {
        const k = `${userId}:${peerId}`;
        const row = rows.get(k) ?? { userId, peerId, last: 0, unread: 0, at };
        row.last = Math.max(row.last, id);
        row.unread += unread;
        if (at > row.at) row.at = at;
        rows.set(k, row);
      };
      for (const m of inserted) {
        touch(m.senderId, m.receiverId, m.id, 0, m.createdAt);
        touch(m.receiverId, m.senderId, m.id, 1, m.createdAt);
      }
      const ordered = [...rows.values()].sort((a, b) => a.userId - b.userId || a.peerId - b.peerId);
      await tx
        .insert(chatContacts)
        .values(
          ordered.map((r) => ({
            userId: r.userId,
            peerId: r.peerId,
            unread: r.unread,
            lastMessageId: r.last,
            updatedAt: r.at,
          })),
        )
        .onConflictDoUpdate({
          target: [chatContacts.userId, chatContacts.peerId],
          set: {
            unread: sql`${chatContacts.unread} + excluded.unread`,
            lastMessageId: sql`excluded.last_message_id`,
            hidden: false,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      return inserted;
    });

    const written = new Map(stored.map((row) => [key(row.senderId, row.clientId), toChatMessage(row)]));
    // What was not written was there already (a resend): answer the stored message.
    const missing = batch.filter((w) => !written.has(key(w.input.sender, w.input.cid)));
    const earlier = missing.length > 0 ? await this.#lookup(missing) : new Map<string, ChatMessage>();
    const answered = new Set<string>();
    for (const waiting of batch) {
      const k = key(waiting.input.sender, waiting.input.cid);
      const fresh = written.get(k);
      if (fresh && !answered.has(k)) {
        answered.add(k);
        waiting.settle({ status: "stored", message: fresh });
        continue;
      }
      const message = fresh ?? earlier.get(k);
      if (message) waiting.settle({ status: "duplicate", message });
      else waiting.fail(new Error("a message vanished between its insert and its read"));
    }
  }

  async #lookup(missing: Waiting[]): Promise<Map<string, ChatMessage>> {
    const rows = await this.#db
      .select()
      .from(chatMessages)
      .where(
        or(
          ...missing.map((w) =>
            and(eq(chatMessages.senderId, w.input.sender), eq(chatMessages.clientId, w.input.cid)),
          ),
        ),
      );
    return new Map(rows.map((row) => [`${row.senderId}\u0000${row.clientId ?? ""}`, toChatMessage(row)]));
  }
}
