/** A real SMTP server on a free port for the mail tests, keeping what it receives. */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
  subject: string;
  from: string;
  text: string;
  html: string;
  /** A header's value as sent (first occurrence), e.g. header("List-Unsubscribe"). */
  header(name: string): string | undefined;
}

export interface SmtpInbox {
  /** `SMTP_URL` for a test app that should send here. */
  url: string;
  received: Received[];
  /** The first mail to `address`, waiting for it up to `timeoutMs`. */
  mailTo(address: string, timeoutMs?: number): Promise<Received>;
  /** Every mail to `address` so far. */
  mailsTo(address: string): Received[];
  close(): Promise<void>;
}

export async function smtpInbox(): Promise<SmtpInbox> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: raw.toString("utf8"),
          subject: parsed.subject ?? "",
          from: parsed.from?.text ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          header(name) {
            const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
            return line?.slice(line.indexOf(":") + 1).trim();
          },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  const mailsTo = (address: string) => received.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    async mailTo(address, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mailsTo(address)[0];
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail reached ${address}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
