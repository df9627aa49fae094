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

/** `/reset-password?code=...` (the mailed link) goes to the terminal's reset page. */
export function ResetLinkRedirect({ userAgent }: { userAgent?: string }) {
  const { search } = useLocation();
  return <Navigate to={`/${deviceVariant(userAgent)}/reset-password${search}`} replace />;
}
