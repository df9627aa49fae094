/**
 * Whether a new password is too easy to guess (OWASP ASVS 5.0 §6.2.4, §6.2.12), offline: zxcvbn-ts
 * with its common-password list (some 49,000 passwords of the breach corpora, lower-cased, also
 * matched reversed and in l33t spelling) and its keyboard, repeat, sequence and date patterns.
 *
 * The list weighs some 150 kB gzipped, so it loads with the first password that reaches the
 * length rules (a dynamic import: the web's forms fetch it then, in a chunk of its own, never with
 * the first screen), and once per process.
 */
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * The lowest zxcvbn score (0-4) a new password may have. Score 2 means zxcvbn estimates at least a
 * million guesses (10^6): above every password of the list and its simple variants (`password1`,
 * `qwerty123`, `P@ssw0rd`, `aaaaaaaa`), while eight random characters (`Kz8#pLq2`, score 2) or a
 * two-word phrase pass. Sign-in is throttled and hashes are argon2id, so guessing online stays far
 * below a million tries; score 3 (10^8) would refuse most eight-character passwords a member makes up.
 */
export const PASSWORD_MIN_SCORE = 2;

/**
 * zxcvbn judges this many leading characters of a password. Its matching grows faster than the
 * length (a 64-character run of l33t or keyboard patterns took 100-300 ms of one core, 32 about a
 * quarter of that) and it runs on the server's event loop before any rate limit, so it is capped.
 * A longer password is not weaker than its first 32 characters.
 */
export const PASSWORD_CHECKED_LENGTH = 32;

let loading: Promise<ZxcvbnFactory> | undefined;
/** In a page: the last answer, for the same question asked again. */
let last: { key: string; guessable: boolean } | undefined;

function checker(): Promise<ZxcvbnFactory> {
  loading ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: PASSWORD_CHECKED_LENGTH,
      }),
    (error: unknown) => {
      // A chunk that failed to download may arrive on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * True when the password is common or too easy to guess. `userInputs` are words of the member's
 * own (username, e-mail address): a password built on them is guessed early too.
 */
export async function isGuessablePassword(password: string, userInputs: string[] = []): Promise<boolean> {
  const zxcvbn = await checker();
  // A form validates every field at each keystroke, so the repeat's keys ask about the same
  // password again: a page remembers the last answer. A server keeps no password past its call.
  if (typeof document === "undefined") return zxcvbn.check(password, userInputs).score < PASSWORD_MIN_SCORE;
  const key = JSON.stringify([password, userInputs]);
  if (last?.key !== key)
    last = { key, guessable: zxcvbn.check(password, userInputs).score < PASSWORD_MIN_SCORE };
  return last.guessable;
}
