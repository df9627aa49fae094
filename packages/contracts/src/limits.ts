/** Business constants and limits (spec §5, §9; ARCHITECTURE business defaults). */

export const MIN_AGE = 18;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 16;
/** Chinese characters (CJK unified ideographs and extension A), Latin letters and digits. */
export const USERNAME_PATTERN = /^[\u3400-\u4dbf\u4e00-\u9fffA-Za-z0-9]{2,16}$/u;
/** The spec's address pattern: a 2-3 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
export const EMAIL_MAX = 100;
/** Passwords longer than this are refused before hashing, whatever the form (argon2 cost guard). */
export const PASSWORD_HARD_MAX = 64;
/**
 * New passwords (OWASP ASVS 5.0 §6.2.1, §6.2.9): at least 8 characters, up to 64 (the spec's
 * client limits its inputs to 18, which fits). Passwords set before, down to 6, still sign in.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = PASSWORD_HARD_MAX;
export const SIGNATURE_MAX = 30;
export const MESSAGE_MAX = 50;
export const COUNTRY_MAX = 56;
export const INVITATION_CODE_MAX = 32;
/** The largest id of anything stored (ids are PostgreSQL `int`): members, mails, notices, reports. */
export const ID_MAX = 2_147_483_647;
/**
 * The latest time (epoch ms) a payload may name: a Date past year 9999 is written as "+010000-..."
 * (ISO's extended years), which PostgreSQL cannot read, so the query failed (an HTTP 500).
 */
export const TIME_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Web birth-year choices span 72 years ago to 19 years ago; the mobile picker 1950-01-01..today. */
export const WEB_BIRTH_YEARS_BACK = { from: 72, to: 19 } as const;
export const MOBILE_BIRTHDAY_MIN = "1950-01-01";

/** Spec §5 avatar file: at most 10240 KB, at least 300x300 in; spec §9: 300x300 out. */
export const AVATAR_MAX_KB = 10240;
export const AVATAR_MIN_SIDE = 300;
export const AVATAR_SIDE = 300;
/** An image uploaded for a trend or an album: at most 10 MB; stored at most 1600 px on its longer side. */
export const IMAGE_MAX_MB = 10;
export const IMAGE_MAX_SIDE = 1600;

/** Sessions and recovery. */
export const SESSION_IDLE_DAYS = 30;
/**
 * However much it is used, a session ends this long after the sign-in that made it, and the member
 * signs in again (OWASP ASVS 5.0 §7.3.2): a token copied from a device does not last for ever.
 */
export const SESSION_MAX_DAYS = 90;
export const RESET_LINK_MINUTES = 30;

/**
 * Sign-in limits (OWASP ASVS 5.0 §6.3). Every limit is taken before the password is checked.
 * - perPair: attempts at one account from one address in the window (a success clears it).
 * - perIp: failed attempts from one address across accounts.
 * - Past `slowAfter` failures on one account in the window, an address that has itself been failing
 *   at it waits a delay that doubles with each further failure (1 s, 2 s, 4 s... at most
 *   `maxDelaySeconds`). An address that has not been failing goes straight to the password check,
 *   so nobody can lock the owner out by guessing wrong on purpose.
 * - At `alertAt` failures the member is mailed once per window.
 * Changing the password checks the old one under the same limits.
 */
export const LOGIN_LIMIT = {
  perPair: 5,
  perIp: 30,
  slowAfter: 10,
  maxDelaySeconds: 300,
  alertAt: 10,
  windowSeconds: 15 * 60,
} as const;
/**
 * Password recovery (forget). The asking address is limited, never the member:
 * - perIp and perPair (one e-mail address from one address) in `windowSeconds`, past which that
 *   address hears 'too many attempts';
 * - mailsPerAccount: links mailed to one address in `mailWindowSeconds`, a reset link's lifetime.
 *   Past it the answer is the usual one and no new link is made: the newest link mailed in this
 *   window is still valid and already in the member's inbox, so requests from elsewhere neither
 *   flood it nor keep the owner from recovering their account.
 */
export const FORGET_LIMIT = {
  perIp: 10,
  perPair: 3,
  mailsPerAccount: 3,
  windowSeconds: 60 * 60,
  mailWindowSeconds: RESET_LINK_MINUTES * 60,
} as const;
/**
 * Registration attempts, counted before the username and address are looked up: the answers
 * -1/-2 (spec §7) tell whether a name or address is taken, so they are answered few enough times
 * that registered members cannot be harvested.
 * - perIp: attempts from one address.
 * - perPair: attempts naming one username, or one e-mail address, from one address (a person
 *   trying names keeps their address; a script asking about one member again is stopped sooner).
 */
export const REGISTER_LIMIT = { perIp: 10, perPair: 3, windowSeconds: 60 * 60 } as const;
/**
 * Requests of one member to move their account to a new e-mail address. Each takes the current
 * password and may answer -1 (the address is used) or mail a link to the address: this many an
 * hour, so that a member's session cannot harvest addresses or send mail to strangers.
 */
export const EMAIL_CHANGE_LIMIT = { perAccount: 5, windowSeconds: 60 * 60 } as const;
/**
 * Translations per member per window. The panel asks 500 ms after typing stops, so a member
 * typing and pausing stays far below; a script would otherwise drain the provider's quota.
 */
export const TRANSLATE_LIMIT = { perMember: 30, windowSeconds: 60 } as const;

/** Badge caps and previews (spec §9). */
export const UNREAD_BADGE_CAP = 99;
export const MAIL_PREVIEW = 3;
export const NOTICE_PREVIEW = 5;

/** Timings (spec §9), in milliseconds. */
export const Timing = {
  heartbeat: 5000,
  reconnect: 2000,
  giftNoticePoll: 2000,
  giftNoticePollOnError: 3000,
  searchDebounce: 500,
  translateDebounce: 500,
  giftRedirect: 1500,
  /** The pull-to-refresh indicator resets this long after a refresh ends. */
  pullReset: 500,
  /** Scroll handling is debounced (the web home feed uses homeFeedScrollDebounce). */
  scrollDebounce: 300,
  homeFeedScrollDebounce: 800,
  resizeDebounce: 300,
  dialogCloseDelay: 200,
} as const;

/** The next page of a list loads when fewer than this many pixels remain below the view. */
export const LOAD_MORE_DISTANCE_PX = 500;

/** Economy defaults (ARCHITECTURE): 1 credit = 1 USD, amounts in cents. */
export const FREE_CHATS_PER_DAY = 5;
export const TRANSLATION_COST_CENTS = 100;
export const RECHARGE_PACKAGES_USD = [200, 10, 20, 50, 100] as const;
/**
 * Spec §5's default recharge package (id 1, the seeded $200). The spec's client chose it for the
 * member; ours marks it as the usual choice and leaves the choice to the member (issue 50).
 */
export const RECHARGE_USUAL_PACKAGE_ID = 1;
export const TIER_BASE_PRICE_CENTS = { 1: 2999, 2: 4999 } as const;
