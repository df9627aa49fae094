/**
 * The calls of spec §7: their paths and answer shapes. Payload types come from the schemas.
 */
import type { AuthorityLists, PermissionFlag } from "./authority.ts";
import type { AccountStatus, ChatState, Gender, OnlineStatus, Role, TranslateTarget, Vip } from "./enums.ts";
import type { ProfilePrompt } from "./profile.ts";

export const Calls = {
  login: "/member/index/login",
  register: "/member/index/register",
  forget: "/member/index/forget",
  resetPassword: "/member/index/resetpwd",
  userinfo: "/member/index/userinfo",
  initdata: "/member/index/initdata",
  readOnlineStatus: "/member/index/readonlinestatus",
  changeOnlineStatus: "/member/index/changeonlinestatus",
  profile: "/member/index/profile",
  changeSignature: "/member/index/changesignature",
  changePassword: "/member/index/changepwd",
  logout: "/member/index/logout",
  /** Ours: opens the link mailed to a new e-mail address (the change waits for it). */
  confirmEmail: "/member/index/confirmemail",
  /** Multipart `img`, the cropped avatar: it becomes the avatar; data is its path (no leading slash). */
  uploadAvatar: "/member/index/uploadImg",
  /** Multipart `file`, an image: data.url is where it is served. */
  uploadImage: "/member/index/uploads",
} as const;

/** The answer of /member/index/uploads. */
export interface ImageUpload {
  url: string;
  width: number;
  height: number;
}
export type CallName = keyof typeof Calls;
export type CallPath = (typeof Calls)[CallName];

/** Per-call answer codes beyond 200 (spec §7, §8). */
export const RegisterStatus = { usernameUsed: -1, emailUsed: -2, underReview: -3 } as const;
export const LoginStatus = { failed: 0, underReview: -3 } as const;
export const ForgetStatus = { formatError: -1 } as const;
/** passwordNeeded (ours): a new e-mail address without the right current password. */
export const ProfileStatus = { emailUsed: -1, ignored: -2, passwordNeeded: -4 } as const;
export const ConfirmEmailStatus = { invalidLink: -1, emailUsed: -2 } as const;
export const ChangePasswordStatus = { oldPasswordWrong: 0 } as const;
export const ResetPasswordStatus = { invalidLink: -1 } as const;

/** The signed-in member as the client keeps it (spec §3 User). Times are epoch milliseconds. */
export interface Profile {
  id: number;
  username: string;
  email: string;
  avatar: string;
  gender: Gender;
  birthday: number;
  country: string;
  signature: string;
  interest: string;
  /** Ours, optional (issue 50): the "about me" (up to ABOUT_MAX). */
  about?: string;
  /** Ours, optional (issue 50): the answered prompts (up to PROMPTS_MAX). */
  prompts?: ProfilePrompt[];
  vip: Vip;
  /** Credit balance in credits (1 credit = 1 USD). */
  amount: number;
  invitation_code: string;
  newfeedcount: number;
  silver_deadline: number | null;
  gold_deadline: number | null;
  overduedate_1: number | null;
  overduedate_2: number | null;
  status: AccountStatus;
  chat_state: ChatState;
  onlinestatus: OnlineStatus;
  role: Role;
  /** The flags this member holds now (from the tier lists of initdata). */
  authority: PermissionFlag[];
  isLogin: true;
}

/** Login and register answer the profile with its token. */
export interface SessionProfile extends Profile {
  token: string;
  /**
   * Ours, staff only (issue 51): the console opens once this session has passed the second factor,
   * enrolling first ("enrol") or giving a code ("verify"). Members never get it.
   */
  second_factor?: "enrol" | "verify";
}

export interface InitData {
  authority: AuthorityLists;
  /** The customer-service account members chat with. */
  service: { id: number; username: string; avatar: string };
  serviceavatar: string;
  like_ids: number[];
  /**
   * Ours (optional to the spec's client): the pay list's showmembertypename (spec §3, §6), so that
   * every screen names the tiers alike, not only the upgrade boxes.
   */
  showmembertypename?: 0 | 1;
  /**
   * Ours (optional): the translation targets the configured provider serves (the offline default
   * converts between simplified and traditional Chinese only), so the chat's translate menu offers
   * no language the site cannot translate. Absent when the provider could not say (unreachable):
   * the menu then offers the spec's list, and a refused target answers as before.
   */
  translate_targets?: TranslateTarget[];
}

export interface OnlineStatusData {
  onlinestatus: OnlineStatus;
}
