/** A route whose permission flag the member lacks says 'You don't have permission' and returns to root (spec §2). */
import type { PermissionFlag } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { useSession } from "../session/session.tsx";
import { FullPageSpinner } from "./guards.tsx";

export function RequirePermission({ flag }: { flag: PermissionFlag }) {
  const { can, initdata, profile } = useSession();
  const ready = Boolean(initdata && profile);
  const allowed = ready && can(flag);
  const { show } = useToast();
  const { t } = useTranslation("messages");
  const { t: ts } = useTranslation("shell");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!ready || allowed) return;
    // The way up: the upgrade page of the member's variant.
    const upgrade = pathname.startsWith("/m/") ? "/m/home/upgrade/index" : "/w/home/upgrade";
    show({
      tone: "error",
      title: t("answers.noPermission"),
      action: { label: ts("nav.upgrade"), onClick: () => navigate(upgrade) },
    });
  }, [ready, allowed, show, t, ts, navigate, pathname]);
  if (!ready) return <FullPageSpinner />;
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}
