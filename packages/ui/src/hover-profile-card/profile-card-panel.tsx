import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { MemberFacts, type MemberSummary, vipRing } from "../member-card/member-facts.tsx";
import { MemberPresence } from "../member-card/member-presence.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { VipBadge } from "../vip-badge/vip-badge.tsx";

/** spec §9: the hover profile card is 350 px wide (narrower only on a phone). */
export const HOVER_CARD_WIDTH_PX = 350;

const washVariants = cva(
  "absolute inset-x-0 top-0 -z-10 h-20 rounded-t-2xl bg-gradient-to-b to-transparent",
  {
    variants: { ring: { none: "from-brand-50", silver: "from-silver-light", gold: "from-gold-light" } },
  },
);

export type ProfileCardPanelProps = Omit<ComponentProps<"div">, "children"> & {
  member: MemberSummary;
  actions?: ReactNode;
};

/** What the hover profile card shows; also rendered on its own by catalogs. */
export function ProfileCardPanel({ member, actions, className, style, ...props }: ProfileCardPanelProps) {
  const { t } = useTranslation("ui");
  const online = member.is_online === 1;
  const ring = vipRing(member.vip);
  return (
    <div
      data-slot="profile-card"
      style={{ width: HOVER_CARD_WIDTH_PX, ...style }}
      className={cn(
        "relative isolate max-w-[calc(100vw-1rem)] rounded-2xl bg-surface text-start shadow-overlay ring-1 ring-ink-900/5",
        className,
      )}
      {...props}
    >
      <span aria-hidden className={washVariants({ ring })} />
      <div className="flex items-center gap-4 px-5 pt-5">
        <Avatar src={member.avatar} name={member.username} alt="" size="lg" ring={ring} online={online} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex min-w-0 items-center gap-2">
            <p className="truncate font-semibold text-ink-900 text-lg">{member.username}</p>
            <VipBadge vip={member.vip} size="sm" showLabel />
          </div>
          <MemberFacts sex={member.sex} age={member.age} country={member.country} />
          <MemberPresence
            online={online}
            lastLoginTime={member.last_login_time}
            fallback={t("online.offline")}
          />
        </div>
      </div>
      {member.signature ? (
        <p className="mx-5 mt-4 line-clamp-3 text-pretty rounded-lg bg-surface-muted px-3 py-2 text-ink-700 text-sm">
          {member.signature}
        </p>
      ) : (
        <div className="h-1" />
      )}
      {actions ? (
        <div
          data-slot="profile-card-actions"
          className="mt-4 flex flex-wrap items-center gap-2 border-ink-100 border-t px-5 py-3"
        >
          {actions}
        </div>
      ) : (
        <div className="h-5" />
      )}
    </div>
  );
}
