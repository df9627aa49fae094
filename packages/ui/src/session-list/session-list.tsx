import type { DeviceKind, SignedInDevice } from "@site/contracts";
import { formatDate } from "@site/i18n";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { relativeTimeParts } from "../relative-time/relative-time-parts.ts";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export type SessionListProps = {
  /** The member's signed-in devices, as the sessions call returns them; this one is shown first. */
  devices: SignedInDevice[];
  /** Ends one other device's session. */
  onSignOut: (id: number) => void;
  /** Ends every session but this one. */
  onSignOutOthers: () => void;
  /** The device being signed out, or "others" while everywhere else is. */
  busy?: number | "others" | undefined;
  /** Freezes "now" (epoch ms) for stories and tests. */
  now?: number;
  /** Extra classes for the card. */
  className?: string;
};

/** The member's signed-in devices, this one first, with sign-out for each other and for all of them. */
export function SessionList({ devices, onSignOut, onSignOutOthers, busy, now, className }: SessionListProps) {
  const { t, i18n } = useTranslation("privacy");
  const titleId = useId();
  const others = devices.filter((d) => d.current !== 1).length;
  return (
    <section
      data-slot="session-list"
      aria-labelledby={titleId}
      className={cn("rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5", className)}
    >
      <div className="px-5 pt-5 sm:px-6 sm:pt-6">
        <h2 id={titleId} className="text-balance font-semibold text-ink-900 text-lg">
          {t("sessions.title")}
        </h2>
        <p className="mt-1 max-w-prose text-pretty text-ink-600 text-sm">{t("sessions.description")}</p>
      </div>
      <ul className="mt-4 divide-y divide-ink-100 border-ink-100 border-y">
        {devices.map((d) => {
          const name = deviceName(d, t);
          const current = d.current === 1;
          return (
            <li
              key={d.id}
              data-current={current || undefined}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4 sm:px-6"
            >
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5",
                  current ? "bg-brand-50 text-brand-700" : "bg-ink-100 text-ink-600",
                )}
              >
                <DeviceIcon kind={d.device} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-ink-900">
                  <span className="truncate">{name}</span>
                  {current && (
                    <span className="rounded-full bg-success-50 px-2 py-0.5 font-semibold text-success-700 text-xs">
                      {t("sessions.thisDevice")}
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-ink-600 text-sm">
                  {t("sessions.signedIn", { date: formatDate(d.signed_in, i18n.language, "day") })}
                  <span aria-hidden> · </span>
                  {current || relativeTimeParts(d.last_seen, now ?? Date.now()).key === "justNow" ? (
                    t("sessions.activeNow")
                  ) : (
                    <>
                      {t("sessions.lastSeen")} <RelativeTime value={d.last_seen} now={now} />
                    </>
                  )}
                </p>
              </div>
              {!current && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={busy === d.id}
                  disabled={busy !== undefined}
                  aria-label={t("sessions.signOutDevice", { device: name })}
                  onClick={() => onSignOut(d.id)}
                >
                  {t("sessions.signOut")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-6">
        <p className="text-ink-600 text-sm">
          {others === 0 ? t("sessions.onlyThis") : t("sessions.others", { count: others })}
        </p>
        {others > 0 && (
          <Button
            variant="danger"
            size="sm"
            loading={busy === "others"}
            disabled={busy !== undefined}
            onClick={onSignOutOthers}
          >
            {t("sessions.signOutOthers")}
          </Button>
        )}
      </div>
    </section>
  );
}

type T = ReturnType<typeof useTranslation<"privacy">>["t"];

/** "Chrome 131 on Windows", or what is known of it in the member's words. */
function deviceName(d: SignedInDevice, t: T): string {
  const kind = t(`sessions.kind.${d.device}`);
  if (d.browser && d.os) return t("sessions.browserOn", { browser: d.browser, os: d.os });
  if (d.browser) return t("sessions.browserOn", { browser: d.browser, os: kind });
  if (d.os) return t("sessions.browserOn", { browser: t("sessions.unknownBrowser"), os: d.os });
  return t("sessions.unknownDevice", { kind });
}

function DeviceIcon({ kind }: { kind: DeviceKind }) {
  if (kind === "phone") {
    return (
      <LineIcon>
        <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
        <path d="M11 18.5h2" />
      </LineIcon>
    );
  }
  if (kind === "tablet") {
    return (
      <LineIcon>
        <rect x="4.5" y="2.5" width="15" height="19" rx="2.2" />
        <path d="M11 18.5h2" />
      </LineIcon>
    );
  }
  return (
    <LineIcon>
      <rect x="3.5" y="4.5" width="17" height="11.5" rx="1.8" />
      <path d="M2 19.5h20" />
    </LineIcon>
  );
}
