/**
 * Group commit for chat messages that count against no allowance (paid members, the service):
 * messages that arrive while a write is in flight wait for it and then go together, in one
 * statement (the messages as arrays, then both members' conversation rows), so the database sees
 * one statement per batch instead of four per message. Under light load a batch is one message
 * and costs what a single write did; under heavy load it grows, and the throughput with it.
 *
 * Each message is still stored before it is acknowledged (the promise settles after the commit),
 * and once per (sender, cid): a resend in the same batch or of an earlier one is answered as a
 * duplicate with the stored message. A message without a cid (spec §4 has none: our client adds
 * it) goes in the batch too, as itself: nothing can be a resend of it.
 */
import type { ChatMessage } from "@site/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { executeNamed, intArray, jsonValue, textArray } from "../db/params.ts";
import { chatContacts, chatMessages } from "../db/schema.ts";
import { type NewMessage, type StoreResult, toChatMessage } from "./store.ts";

/** The most messages one batch writes (a bound on one statement's size). */
const BATCH_MAX = 2000;

type BatchMessage = Omit<NewMessage, "allowance">;

interface Waiting {
  input: BatchMessage;
  /** messageKey of the input, made once; a message without a cid has a key of its own. */
  key: string;
  now: Date;
  settle: (result: StoreResult) => void;
  fail: (error: unknown) => void;
}

/** A message's identity for resends: its sender and client id. */
const messageKey = (sender: number, cid: string) => `${sender}\u0000${cid}`;

/** What the insert answers per message written: its place in the batch (from 1), its id. */
type Written = [place: number, id: number];

export class MessageWriter {
  readonly #db: Db;
  #queue: Waiting[] = [];
  #writing = false;
  /** Numbers the messages without a cid: each is a key no resend shares. */
  #unkeyed = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Stores a message with its conversation rows; answers it, or the one stored under its cid. */
  write(input: BatchMessage, now: Date): Promise<StoreResult> {
    return new Promise((settle, fail) => {
      const key = input.cid === null ? `\u0001${++this.#unkeyed}` : messageKey(input.sender, input.cid);
      this.#queue.push({ input, key, now, settle, fail });
      if (!this.#writing) void this.#drain();
    });
  }

  /** Resolves once every message handed over so far is written (or refused). */
  async idle(): Promise<void> {
    while (this.#writing || this.#queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#queue.length > 0) {
        await this.#writeOrSplit(this.#queue.splice(0, BATCH_MAX));
      }
    } finally {
      this.#writing = false;
    }
  }

  /**
   * One message the database refuses must not take the others with it: a failed batch is written
   * again in halves, down to the message that fails alone (a few statements, not one per message).
   */
  async #writeOrSplit(batch: Waiting[]): Promise<void> {
    try {
      await this.#writeBatch(batch);
    } catch (error) {
      if (batch.length === 1) return batch[0]?.fail(error);
      const half = Math.ceil(batch.length / 2);
      await this.#writeOrSplit(batch.slice(0, half));
      await this.#writeOrSplit(batch.slice(half));
    }
  }

  async #writeBatch(batch: Waiting[]): Promise<void> {
    // A resend queued beside its original is written once.
    const unique = new Map<string, Waiting>();
    for (const waiting of batch) unique.set(waiting.key, waiting);

    // The batch travels as array literals and its ids come back as one JSON value: the driver
    // escapes array parameters element by element and parses result rows field by field, which
    // cost the server more than the statement cost the database (db/params).
    const distinct = [...unique.values()];
    const ints = (pick: (w: Waiting) => number) => intArray(distinct.map(pick));
    const texts = (pick: (w: Waiting) => string | null) => textArray(distinct.map(pick));
    // One statement, so one round trip and atomic: the messages, then per member per
    // conversation the newest message and the unread it adds for the recipient, in key order so
    // that concurrent writers lock the rows in the same order. A single message written by
    // storeMessage may commit after a later batch, so a conversation keeps the newest message and
    // time it has seen. The conflict names the client key: left open, every unique index (the
    // primary key too) is probed for every message. Each message takes its id before the insert,
    // so that the answer can name it by its place in the batch: a message without a cid has
    // nothing else to be told apart by (ids still rise in the batch's order, as the insert's own
    // would).
    const result = await executeNamed(
      this.#db,
      "chat_write_batch",
      sql`
      WITH b AS (
        SELECT nextval('chat_messages_id_seq') AS id, s, r, t, c, i, k, at, n FROM unnest(
          ${ints((w) => w.input.sender)}, ${ints((w) => w.input.receiver)}, ${texts((w) => w.input.type)},
          ${texts((w) => w.input.content)}, ${texts((w) => w.input.img)}, ${texts((w) => w.input.cid)},
          ${texts((w) => w.now.toISOString())}
        ) WITH ORDINALITY AS batch(s, r, t, c, i, k, at, n)
      ), m AS (
        INSERT INTO ${chatMessages} (id, sender_id, receiver_id, type, content, img, client_id, created_at)
        SELECT id, s, r, t, c, i, k, at::timestamptz FROM b
        ON CONFLICT (sender_id, client_id) DO NOTHING
        RETURNING id, sender_id, receiver_id, created_at
      ), sides AS (
        SELECT sender_id AS user_id, receiver_id AS peer_id, id, 0 AS unread, created_at FROM m
        UNION ALL
        SELECT receiver_id, sender_id, id, 1, created_at FROM m
      ), contacts AS (
        INSERT INTO ${chatContacts} (user_id, peer_id, unread, last_message_id, updated_at)
        SELECT user_id, peer_id, sum(unread)::int, max(id), max(created_at)
        FROM sides GROUP BY user_id, peer_id ORDER BY user_id, peer_id
        ON CONFLICT (user_id, peer_id) DO UPDATE SET
          unread = ${chatContacts}.unread + excluded.unread,
          last_message_id = greatest(${chatContacts}.last_message_id, excluded.last_message_id),
          hidden = false,
          updated_at = greatest(${chatContacts}.updated_at, excluded.updated_at)
      )
      SELECT coalesce(json_agg(json_build_array(b.n, m.id)), '[]') AS written FROM m JOIN b USING (id)`,
    );
    // The rest of each message is what was asked to be written: only the ids are read back.
    const [row] = (result as unknown as { rows: { written: Written[] | string }[] }).rows;
    const written = new Map<string, ChatMessage>();
    for (const [place, id] of jsonValue(row?.written, [])) {
      const waiting = distinct[place - 1];
      if (!waiting) continue;
      const { input, now } = waiting;
      written.set(
        waiting.key,
        toChatMessage({
          id,
          senderId: input.sender,
          receiverId: input.receiver,
          type: input.type,
          content: input.content,
          img: input.img,
          clientId: input.cid,
          createdAt: now,
          readAt: null,
        }),
      );
    }
    // What was not written was there already (a resend): answer the stored message.
    const missing = batch.filter((w) => !written.has(w.key) && w.input.cid !== null);
    const earlier = missing.length > 0 ? await this.#lookup(missing) : new Map<string, ChatMessage>();
    const answered = new Set<string>();
    for (const waiting of batch) {
      const k = waiting.key;
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
    // As two arrays, however many resends (a mass reconnect sends many at once).
    const senders = intArray(missing.map((w) => w.input.sender));
    const cids = textArray(missing.map((w) => w.input.cid));
    const rows = await this.#db
      .select()
      .from(chatMessages)
      .where(
        sql`(${chatMessages.senderId}, ${chatMessages.clientId}) in (select * from unnest(${senders}, ${cids}))`,
      );
    return new Map(rows.map((row) => [messageKey(row.senderId, row.clientId ?? ""), toChatMessage(row)]));
  }
}
