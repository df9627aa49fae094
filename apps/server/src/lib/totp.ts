/**
 * TOTP as RFC 6238 has it (over HOTP, RFC 4226): HMAC-SHA-1 of the time step, dynamically
 * truncated to TOTP_DIGITS digits, steps of TOTP_STEP_SECONDS. node:crypto alone; the secret
 * travels in base32 (RFC 4648), as authenticator apps read it from an otpauth:// URI.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { TOTP_DIGITS, TOTP_STEP_SECONDS } from "@site/contracts";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret of 160 bits (RFC 4226 §4 recommends it), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of an instant. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of a secret (base32) for a time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/**
 * The time step whose code `code` is, among the step of `at` and one on either side (a clock a
 * little off, a code typed as it changed), or undefined.
 */
export function matchingStep(secret: string, code: string, at: Date): number | undefined {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined;
  const now = totpStep(at);
  let found: number | undefined;
  // Every step is compared (in constant time), so the answer's timing tells nothing of which matched.
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) found ??= step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads (Key Uri Format), as text or a QR code. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
