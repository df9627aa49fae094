/**
 * Privacy controls of the member's settings (issue 15): the devices signed in, deleting the
 * account after a grace period, and an archive of everything the site holds about the member.
 * No yup here: the settings screens import this module; the schemas are in privacy-schemas.ts.
 */

export const PrivacyCalls = {
  /** The member's signed-in devices (sessions in force), this one marked. */
  sessions: "/member/privacy/sessions",
  /** `id`: ends one of the member's own sessions (this one too, which is signing out). */
  endSession: "/member/privacy/endsession",
  /** Ends every session of the member but the one calling. */
  endOtherSessions: "/member/privacy/endothers",
  /** Whether a deletion is pending and the state of the latest export. */
  status: "/member/privacy/status",
  /** `password`: schedules the account's erasure DELETION_GRACE_DAYS from now. */
  deleteAccount: "/member/privacy/deleteaccount",
  /** Cancels a pending deletion (signing in cancels it as well). */
  cancelDeletion: "/member/privacy/canceldeletion",
  /** Starts building an archive of the member's data; a mail with its link follows. */
  requestExport: "/member/privacy/export",
  /**
   * The archive itself: GET with `code` (the one-time code of the mailed link), or POST with the
   * member's `token` (the settings' download button). Answers a zip file, or the envelope on failure.
   */
  download: "/member/privacy/download",
} as const;

/** Days between asking to delete the account and its erasure; signing in meanwhile cancels it. */
export const DELETION_GRACE_DAYS = 14;
/** Days an archive (and its mailed link) can be downloaded after it is ready. */
export const EXPORT_LINK_DAYS = 7;
/** An archive may be asked for once in this many hours (building one reads every table). */
export const EXPORT_EVERY_HOURS = 24;
/** What an erased member's username becomes: `deleted_<id>`, a name nobody can register (no `_`). */
export const ERASED_USERNAME_PREFIX = "deleted_";

export const DeleteAccountStatus = { passwordWrong: -1 } as const;
export const EndSessionStatus = { notFound: -1 } as const;
export const RequestExportStatus = { tooSoon: -1 } as const;
export const DownloadStatus = { invalidLink: -1 } as const;

export type DeviceKind = "desktop" | "phone" | "tablet";

/** One signed-in device. Times are epoch milliseconds. */
export interface SignedInDevice {
  id: number;
  /** The browser in plain words ("Chrome 131", "Safari"); empty when the user agent does not say. */
  browser: string;
  /** The system in plain words ("Windows", "iOS 18", "Android 15"); empty when unknown. */
  os: string;
  device: DeviceKind;
  signed_in: number;
  last_seen: number;
  /** 1 for the session making the call. */
  current: 0 | 1;
}

/** idle: none asked (or the last one expired long ago); building; ready; expired. */
export type ExportState = "idle" | "building" | "ready" | "expired" | "failed";

export interface ExportStatus {
  state: ExportState;
  /** When it was asked for (ms), when it became ready, and until when it downloads. */
  requested_at: number | null;
  ready_at: number | null;
  expires_at: number | null;
  /** The archive's size in bytes, once ready. */
  bytes: number | null;
}

export interface PrivacyStatus {
  /** When the account will be erased (ms), or null when no deletion is pending. */
  deletion_at: number | null;
  export: ExportStatus;
}

/** The browser, system and kind of device a user agent names, in plain words. */
export function describeUserAgent(ua: string | null | undefined): {
  browser: string;
  os: string;
  device: DeviceKind;
} {
  const s = ua ?? "";
  const version = (re: RegExp) => s.match(re)?.[1]?.replace(/_/g, ".") ?? "";
  const major = (v: string) => v.split(".")[0] ?? "";
  const named = (name: string, v: string) => (v ? `${name} ${major(v)}` : name);
  let browser = "";
  if (/Edg(e|A|iOS)?\//.test(s)) browser = named("Edge", version(/Edg(?:e|A|iOS)?\/([\d.]+)/));
  else if (/OPR\/|Opera/.test(s)) browser = named("Opera", version(/OPR\/([\d.]+)/));
  else if (/SamsungBrowser\//.test(s))
    browser = named("Samsung Internet", version(/SamsungBrowser\/([\d.]+)/));
  else if (/MicroMessenger\//.test(s)) browser = "WeChat";
  else if (/Firefox\/|FxiOS\//.test(s)) browser = named("Firefox", version(/(?:Firefox|FxiOS)\/([\d.]+)/));
  else if (/CriOS\//.test(s)) browser = named("Chrome", version(/CriOS\/([\d.]+)/));
  else if (/Chrom(e|ium)\//.test(s)) browser = named("Chrome", version(/Chrom(?:e|ium)\/([\d.]+)/));
  else if (/Safari\//.test(s) && /Version\//.test(s)) browser = named("Safari", version(/Version\/([\d.]+)/));
  let os = "";
  if (/iPad/.test(s)) os = named("iPadOS", version(/OS ([\d_]+)/));
  else if (/iPhone|iPod/.test(s)) os = named("iOS", version(/OS ([\d_]+)/));
  else if (/Android/.test(s)) os = named("Android", version(/Android ([\d.]+)/));
  else if (/Windows/.test(s)) os = "Windows";
  else if (/Mac OS X|Macintosh/.test(s)) os = "macOS";
  else if (/CrOS/.test(s)) os = "ChromeOS";
  else if (/Linux/.test(s)) os = "Linux";
  const device: DeviceKind =
    /iPad|Tablet/.test(s) || (/Android/.test(s) && !/Mobile/.test(s))
      ? "tablet"
      : /Mobi|iPhone|iPod/.test(s)
        ? "phone"
        : "desktop";
  return { browser, os, device };
}
