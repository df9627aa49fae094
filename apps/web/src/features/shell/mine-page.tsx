/**
 * /m/home/my/index: the member's header (avatar, name, age, gender, online/hidden, membership,
 * moments, credits) and the menu of their own things (spec §2 mine page).
 */

import { displayAge, Gender, OnlineStatus, type Profile, tierDeadline } from "@site/contracts";
import { formatDate } from "@site/i18n";
import { Avatar } from "@site/ui/avatar";
import { Switch } from "@site/ui/switch";
import { useToast } from "@site/ui/toast";
import { VipBadge } from "@site/ui/vip-badge";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useChat } from "../chat/chat-provider.tsx";

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col items-center">
      <dd className="text-lg font-bold text-ink-900 tabular-nums">{value}</dd>
      <dt className="text-xs text-ink-500">{label}</dt>
    </div>
  );
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    className="size-5"
  >
    <path d={d} />
  </svg>
);

const MENU = [
  ["recharge", "/m/home/invest/index", icon("M3 7h18v12H3zM3 11h18M7 15h3")],
  ["upgrade", "/m/home/upgrade/index", icon("M4 18h16l-1-10-4.5 4L12 5l-2.5 7L5 8z")],
  [
    "gifts",
    "/m/home/gift/list",
    icon("M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10 3 7.5 4.5 9 7 12 7zm0 0s2-4 4.5-2.5S15 7 12 7z"),
  ],
  ["albums", "", icon("M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15 9.5h.01")],
  [
    "service",
    "/m/home/chat/service",
    icon("M5 13v-1a7 7 0 0 1 14 0v1M5 13h2.5v5H5zm11.5 0H19v5h-2.5zM19 18c0 1.5-2 2.5-5 2.5"),
  ],
  ["invite", "/m/home/invite", icon("M3 6h18v12H3zM3 7l9 6 9-6")],
  [
    "settings",
    "/m/home/my/Setup/index",
    icon(
      "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0-1.2-2.9H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 2.9-1.2V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z",
    ),
  ],
] as const;

/** Issue 50: how complete the profile is; loaded after the first screen (its budget). */
const MeCompleteness = lazy(() =>
  import("../members/profile-completeness.tsx").then((m) => ({ default: m.MeCompleteness })),
);

export default function MinePage() {
  const { t, i18n } = useTranslation("shell");
  const { profile, calls, setProfile } = useSession();
  // Spec §2: the gifts entry carries a NEW marker while a gift notice is unread.
  const giftsNew = useChat().notices.some((n) => n.type === "gift" && n.status === 0);
  const { show } = useToast();
  const answerText = useAnswerText();
  const [saving, setSaving] = useState(false);
  if (!profile) return null;

  const visible = profile.onlinestatus === OnlineStatus.visible;
  const toggle = async (next: boolean) => {
    setSaving(true);
    const answer = await calls
      .changeOnlineStatus(next ? OnlineStatus.visible : OnlineStatus.hidden)
      .finally(() => setSaving(false))
      .catch(() => undefined);
    if (answer?.status === 200 && answer.data) {
      setProfile({ ...profile, onlinestatus: answer.data.onlinestatus } satisfies Profile);
    } else if (answer) show({ tone: "error", title: answerText(answer) });
  };
  const deadline = tierDeadline(profile);

  return (
    <div>
      <section
        className="bg-gradient-to-br from-brand-600 to-brand-800 px-5 pb-16 pt-8 text-white"
        aria-labelledby="mine-name"
      >
        <div className="flex items-center gap-4">
          <Avatar
            src={profile.avatar}
            name={profile.username}
            alt=""
            size="xl"
            ring={profile.vip === 1 ? "silver" : profile.vip ? "gold" : "none"}
          />
          <div className="min-w-0">
            <h1 id="mine-name" className="truncate text-xl font-bold">
              {profile.username}
            </h1>
            <p className="mt-1 flex items-center gap-2 text-sm text-brand-50">
              <span
                role="img"
                aria-label={profile.gender === Gender.male ? t("mine.male") : t("mine.female")}
              >
                {profile.gender === Gender.male ? "♂" : "♀"}
              </span>
              <span>{t("mine.age", { age: displayAge(profile.birthday) })}</span>
            </p>
            <div className="mt-2 flex items-center gap-2">
              <VipBadge vip={profile.vip} showFree showLabel />
              {deadline && (
                <span className="text-xs text-brand-50">
                  {t("mine.until", {
                    date: formatDate(deadline, i18n.language, "day"),
                  })}
                </span>
              )}
            </div>
          </div>
        </div>
      </section>
      <div className="-mt-10 px-4">
        <div className="rounded-xl bg-surface p-4 shadow-card">
          <dl className="grid grid-cols-3 divide-x divide-ink-100">
            <Stat label={t("mine.balance")} value={profile.amount} />
            <Stat label={t("mine.newsfeed")} value={profile.newfeedcount} />
            <Stat label={t("mine.status")} value={t(`mine.${visible ? "online" : "hidden"}`)} />
          </dl>
          <div className="mt-4 border-t border-ink-100 pt-4">
            <Switch label={t("mine.visibility")} checked={visible} disabled={saving} onChange={toggle} />
          </div>
        </div>
        <Suspense>
          <MeCompleteness variant="m" className="mt-4" />
        </Suspense>
        <nav aria-label={t("titles.mine")} className="mt-4 overflow-hidden rounded-xl bg-surface shadow-card">
          <ul className="divide-y divide-ink-100">
            {MENU.map(([key, to, glyph]) => (
              <li key={key}>
                <Link
                  to={to || `/m/home/my/newsfeed/${profile.id}?type=2`}
                  className="flex h-14 items-center gap-3 px-4 text-ink-800 active:bg-ink-50"
                >
                  <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
                    {glyph}
                  </span>
                  <span className="flex-1 font-medium">{t(`mine.menu.${key}`)}</span>
                  {key === "gifts" && giftsNew && (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide text-white">
                      {t("mine.new")}
                    </span>
                  )}
                  <span aria-hidden className="text-ink-400">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
