/**
 * How complete the member's profile is (issue 50): Me's meter, each missing part a link to where
 * it is fixed, and home's dismissible nudge until the profile is complete. Loaded lazily by Me and
 * home (their first screens stay inside their budgets); the rule is contracts' profileCompleteness.
 */
import { type ProfilePart, ProfileStorageKey, profileCompleteness } from "@site/contracts";
import { type CompletenessItem, CompletenessMeter } from "@site/ui/completeness-meter";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Variant } from "../../lib/device.ts";
import { welcomePath } from "../../lib/onboarding.ts";
import { useSession } from "../../session/session.tsx";

/** Where each missing part is fixed, per variant. */
export function fixPath(variant: Variant, part: ProfilePart): string {
  if (variant === "w") return part === "avatar" ? "/w/home/user/edit" : "/w/home/user/edit#edit-story";
  return part === "avatar" ? "/m/home/my/Setup/index" : "/m/home/my/Setup/about";
}

const renderLink = (item: CompletenessItem, props: { className: string; children: React.ReactNode }) => (
  <Link to={item.href} {...props} />
);

export function MeCompleteness({ variant, className }: { variant: Variant; className?: string }) {
  const { t } = useTranslation("profile");
  const { profile } = useSession();
  if (!profile) return null;
  const { percent, missing } = profileCompleteness(profile);
  return (
    <CompletenessMeter
      className={className}
      percent={percent}
      title={t("completeness.title")}
      percentLabel={t("completeness.percent", { percent })}
      body={missing.length === 0 ? t("completeness.done") : t("completeness.hint")}
      missing={missing.map((part) => ({
        key: part,
        label: t(`completeness.missing.${part}`),
        href: fixPath(variant, part),
      }))}
      renderLink={renderLink}
    />
  );
}

function dismissedIds(): string[] {
  try {
    return (localStorage.getItem(ProfileStorageKey.nudgeDismissed) ?? "").split(",").filter(Boolean);
  } catch {
    return [];
  }
}

export function HomeNudge({ variant, className }: { variant: Variant; className?: string }) {
  const { t } = useTranslation("profile");
  const { profile } = useSession();
  const [dismissed, setDismissed] = useState(() => dismissedIds());
  if (!profile || dismissed.includes(String(profile.id))) return null;
  const { percent, missing } = profileCompleteness(profile);
  if (missing.length === 0) return null;
  return (
    <CompletenessMeter
      variant="nudge"
      className={className}
      percent={percent}
      title={t("completeness.nudgeTitle")}
      percentLabel={t("completeness.percent", { percent })}
      body={t("completeness.nudgeBody")}
      missing={[]}
      action={{ key: "start", label: t("completeness.nudgeAction"), href: welcomePath(variant) }}
      dismissLabel={t("completeness.dismiss")}
      onDismiss={() => {
        const next = [...dismissedIds(), String(profile.id)];
        try {
          localStorage.setItem(ProfileStorageKey.nudgeDismissed, next.join(","));
        } catch {
          // Private mode: the nudge goes away for this visit only.
        }
        setDismissed(next);
      }}
      renderLink={renderLink}
    />
  );
}
