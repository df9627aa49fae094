/** Which variant a terminal gets (spec §2: the root sends mobile terminals to /m, others to /w). */
export type Variant = "w" | "m";

const PHONE = /Mobi|Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function isPhone(userAgent: string): boolean {
  return PHONE.test(userAgent);
}

export function deviceVariant(userAgent: string = globalThis.navigator?.userAgent ?? ""): Variant {
  return isPhone(userAgent) ? "m" : "w";
}

/** The variant a path belongs to, if any. */
export function variantOfPath(pathname: string): Variant | undefined {
  if (pathname === "/w" || pathname.startsWith("/w/")) return "w";
  if (pathname === "/m" || pathname.startsWith("/m/")) return "m";
  return undefined;
}

/** The login route of a variant (route names wLogin and mLogin in the spec). */
export const loginPath = (variant: Variant) => `/${variant}/login`;
export const homePath = (variant: Variant) => (variant === "w" ? "/w/home/index" : "/m/home/index");

/**
 * The same page in the other variant, for the pages both variants have under one name (the blog,
 * an article, the information pages): a phone that follows a link to /w/info/privacy-policy reads
 * the policy at /m/info/privacy-policy, not the sign-in form the root would send it to. Undefined
 * for every other path (the variants name their screens differently).
 */
export function counterpartPath(pathname: string, variant: Variant): string | undefined {
  const rest = /^\/[wm](\/(?:info(?:\/[\w-]*)?|blog|blogcont)\/?)$/.exec(pathname)?.[1];
  return rest === undefined ? undefined : `/${variant}${rest}`;
}
