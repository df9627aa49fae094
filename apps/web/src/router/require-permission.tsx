/**
 * A route whose permission flag the member lacks. Spec §2 says 'You don't have permission' and
 * returns to root; where the plan would unlock it, the member sees the offer instead, in the
 * route's place (issue 50: a refusal becomes an offer). Other flags keep the spec's refusal.
 */
import type { PermissionFlag } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { isOfferPermission } from "@site/ui/upgrade-offer";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { PermissionOffer } from "../features/payments/permission-offer.tsx";
import { useSession } from "../session/session.tsx";
import { RouteSkeleton } from "./guards.tsx";

export function RequirePermission({ flag }: { flag: PermissionFlag }) {
  const { can, initdata, profile } = useSession();
  const ready = Boolean(initdata && profile);
  const allowed = ready && can(flag);
  const offered = isOfferPermission(flag);
  const { show } = useToast();
  const { t } = useTranslation("messages");
  const { t: ts } = useTranslation("shell");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!ready || allowed || offered) return;
    // The way up: the upgrade page of the member's variant.
    const upgrade = pathname.startsWith("/m/") ? "/m/home/upgrade/index" : "/w/home/upgrade";
    show({
      tone: "error",
      title: t("answers.noPermission"),
      action: { label: ts("nav.upgrade"), onClick: () => navigate(upgrade) },
    });
  }, [ready, allowed, offered, show, t, ts, navigate, pathname]);
  if (!ready) return <RouteSkeleton />;
  if (!allowed && isOfferPermission(flag))
    return <PermissionOffer flag={flag} className="mx-auto max-w-xl" />;
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}
