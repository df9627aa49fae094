/**
 * The built site for the page baselines (e2e/pages.visual.ts): a fresh data folder, a server clock
 * stopped at PAGES_NOW, the demo data (deterministic for a given clock), and the fixtures the
 * screens show: a conversation and a mail between demo and demo2, written straight to the database
 * with their own times so that nothing depends on when or in which order the tests run.
 */
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import pino from "pino";
import { buildApp } from "../../apps/server/src/app.ts";
import { openConversation, storeMessage } from "../../apps/server/src/chat/store.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createContext } from "../../apps/server/src/create-context.ts";
import { users } from "../../apps/server/src/db/schema.ts";
import { loggerOptions } from "../../apps/server/src/lib/logging.ts";
import { seedDemo } from "../../apps/server/src/seed/demo.ts";
import { sendMail } from "../../apps/server/src/services/mails.ts";
import { PAGES_NOW, PAGES_PORT } from "./pages.ts";

const dataDir = path.join(os.tmpdir(), `site-pages-${PAGES_PORT}`);
rmSync(dataDir, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  PORT: String(PAGES_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  SMTP_URL: "",
  PUBLIC_URL: `http://127.0.0.1:${PAGES_PORT}`,
  LOG_LEVEL: "warn",
  SEED_ON_EMPTY: "0",
});
const log = pino(loggerOptions(config.logLevel));
const ctx = await createContext(config, log, { now: () => new Date(PAGES_NOW) });
await seedDemo(ctx);

const rows = await ctx.db
  .select({ id: users.id, username: users.username })
  .from(users)
  .where(inArray(users.username, ["demo", "demo2"]));
const id = (name: string) => {
  const row = rows.find((r) => r.username === name);
  if (!row) throw new Error(`the demo data has no ${name}`);
  return row.id;
};
const demo = id("demo");
const demo2 = id("demo2");
const minutesAgo = (n: number) => new Date(PAGES_NOW - n * 60_000);
const conversation: [from: number, to: number, text: string, minutes: number][] = [
  [demo2, demo, "Hi! I saw you like hiking too.", 95],
  [demo, demo2, "I do, most weekends. Where do you usually go?", 90],
  [demo2, demo, "Yangmingshan, when the weather is kind. 週末一起去嗎？", 42],
  [demo, demo2, "Sounds good to me.", 40],
];
for (const [sender, receiver, content, minutes] of conversation)
  await storeMessage(
    ctx.db,
    { sender, receiver, type: "txt", content, img: "", cid: null },
    minutesAgo(minutes),
  );
// Read by both, so that no unread count depends on which screen was shown first.
await openConversation(ctx.db, demo, demo2, minutesAgo(39));
await openConversation(ctx.db, demo2, demo, minutesAgo(39));
await sendMail(
  ctx.db,
  demo2,
  demo,
  "Thank you for the kind words on my profile. I would be glad to hear more about your travels.",
  minutesAgo(180),
);

const app = await buildApp(ctx);
await app.listen({ port: config.port, host: config.host });
