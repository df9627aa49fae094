/** Redirects that depend on the terminal: the root, invitation links, reset links, legacy hash links. */
import { Navigate, useLocation, useParams } from "react-router-dom";
import { deviceVariant, type Variant } from "../lib/device.ts";
import { legacyTarget } from "../lib/legacy-links.ts";

/** `/` (and `/#/...` legacy links): phones to /m, everything else to /w. */
export function RootRedirect({ userAgent }: { userAgent?: string }) {
  const { hash } = useLocation();
  const legacy = legacyTarget(hash);
  if (legacy && legacy !== "/") return <Navigate to={legacy} replace />;
  return <Navigate to={`/${deviceVariant(userAgent)}`} replace />;
}

/** `/regist/{code}` and `/invitation/{code}` go to the terminal's register-with-code page. */
export function InvitationRedirect({ userAgent }: { userAgent?: string }) {
  const { code = "" } = useParams();
  const variant: Variant = deviceVariant(userAgent);
  return <Navigate to={`/${variant}/regist/${encodeURIComponent(code)}`} replace />;
}

/**
 * A link from outside the app (a mailed `/reset-password?code=...` or `/confirm-email?code=...`, a
 * payment provider's return to `/payresult?order=...`) goes to the same page of the terminal's
 * variant, with its query.
 */
export function MailLinkRedirect({ page, userAgent }: { page: string; userAgent?: string }) {
  const { search } = useLocation();
  return <Navigate to={`/${deviceVariant(userAgent)}/${page}${search}`} replace />;
}

/** A path that another one names (spec §2 named route investindex), its query kept. */
export function KeepQueryRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
