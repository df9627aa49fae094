import { hash, randomBytes, timingSafeEqual } from "node:crypto";

/** A 256-bit random secret, URL-safe: session tokens and reset codes. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the secret. */
export function hashSecret(secret: string): string {
  return hash("sha256", secret);
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A short human-friendly code (invitation codes): no 0/O or 1/I to misread. */
export function newShortCode(length = 8): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return out;
}

/** Whether a shared secret someone showed is the one expected, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
