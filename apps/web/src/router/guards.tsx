/**
 * The guard rules of spec §2, each a small layout route:
 * - a path outside the terminal's own prefix goes to the root (TerminalGuard);
 * - a login-needing route sends a logged-out visitor to that terminal's login (RequireAuth);
 * - a visitors-only route sends a logged-in member home (VisitorOnly);
 * - a route whose permission the member lacks says 'no permission' and returns to root
 *   (RequirePermission, in require-permission.tsx: it loads with the member screens);
 * - an account under review sees only the 'under approval' notice (ReviewGate).
 */
import { AccountStatus, CONSOLE_HOME, isStaffRole } from "@site/contracts";
import { PageSkeleton } from "@site/ui/page-skeleton";
import { Spinner } from "@site/ui/spinner";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { counterpartPath, deviceVariant, homePath, loginPath, type Variant } from "../lib/device.ts";
import { useServerPage } from "../lib/server-page.ts";
import { useSession } from "../session/session.tsx";

export function TerminalGuard({ variant, userAgent }: { variant: Variant; userAgent?: string }) {
  const device = deviceVariant(userAgent);
  const wrongDevice = device !== variant;
  const { pathname, search, hash } = useLocation();
  // The same page in the device's own variant where it has one (the blog, the info pages), else
  // the root, which sends the device to its sign-in or home.
  const counterpart = counterpartPath(pathname, device);
  const to = counterpart ? `${counterpart}${search}${hash}` : "/";
  // A server-rendered page is drawn whatever the device (a phone crawler reads /w/blog too): the
  // hydrated page leaves it afterwards, as its first render must match the server's.
  const serverPage = useServerPage();
  const navigate = useNavigate();
  useEffect(() => {
    if (serverPage && wrongDevice) navigate(to, { replace: true });
  }, [serverPage, wrongDevice, navigate, to]);
  if (wrongDevice && !serverPage) return <Navigate to={to} replace />;
  return <Outlet />;
}

export function RequireAuth({ variant }: { variant: Variant }) {
  const { token, loading } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(variant)} replace state={{ from: location.pathname }} />;
  // The profile is on its way and the shell is not drawn yet: the page's shape, with the bar.
  if (loading) return <RouteSkeleton frame />;
  return <Outlet />;
}

export function VisitorOnly({ variant }: { variant: Variant }) {
  const { token, profile } = useSession();
  // Staff come to work: the console, not the member's home.
  if (token) return <Navigate to={isStaffRole(profile?.role) ? CONSOLE_HOME : homePath(variant)} replace />;
  return <Outlet />;
}

export function ReviewGate({ underReview }: { underReview: ReactNode }) {
  const { profile } = useSession();
  if (profile?.status === AccountStatus.underReview) return <>{underReview}</>;
  return <Outlet />;
}

export function FullPageSpinner() {
  const { t } = useTranslation("ui");
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <Spinner size="lg" label={t("loading")} />
    </div>
  );
}

/**
 * While a route's code loads (a lazy route on a slow network): the page's shape, not a blank page
 * with a spinner (issue 50). `frame` draws the shell's bar too, for the first load, before the
 * shell itself is on screen.
 */
export function RouteSkeleton({ frame = false }: { frame?: boolean }) {
  const { t } = useTranslation("ui");
  const { pathname } = useLocation();
  return (
    <PageSkeleton
      layout={pathname.startsWith("/m/") ? "phone" : "desktop"}
      frame={frame}
      label={t("loading")}
    />
  );
}

/** The first load's fallback (the router's HydrateFallback): the shell's bar and the page's shape. */
export const FramedRouteSkeleton = () => <RouteSkeleton frame />;
