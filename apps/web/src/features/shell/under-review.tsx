/** Status 2: only the 'under approval' notice with sign-out, in place of the app (spec §4). */

import { Button } from "@site/ui/button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { loginPath } from "../../lib/device.ts";
import { onboardingPending, welcomePath } from "../../lib/onboarding.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { Logo } from "./logo.tsx";

export function UnderReview() {
  const { t } = useTranslation("shell");
  const { profile, signOut, refresh } = useSession();
  const variant = useVariant();
  const navigate = useNavigate();
  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-b from-brand-50 to-surface-muted px-6">
      <section
        className="w-full max-w-md rounded-2xl bg-surface p-8 text-center shadow-card"
        aria-labelledby="review-title"
      >
        <Logo className="justify-center" />
        <div
          aria-hidden
          className="mx-auto mt-6 grid size-16 place-items-center rounded-full bg-brand-50 text-3xl"
        >
          ⏳
        </div>
        <h1 id="review-title" className="mt-4 text-2xl font-bold text-ink-900">
          {t("review.title")}
        </h1>
        <p className="mt-3 text-ink-600">{t("review.body", { name: profile?.username ?? "" })}</p>
        <div className="mt-8 grid gap-3">
          <Button
            variant="secondary"
            onClick={async () => {
              await refresh();
              // Let in, a member who registered here starts with the first steps (issue 50).
              if (onboardingPending(profile?.id)) navigate(welcomePath(variant), { replace: true });
            }}
          >
            {t("review.refresh")}
          </Button>
          <Button
            variant="ghost"
            onClick={async () => {
              await signOut();
              navigate(loginPath(variant), { replace: true });
            }}
          >
            {t("review.signOut")}
          </Button>
        </div>
      </section>
    </div>
  );
}
