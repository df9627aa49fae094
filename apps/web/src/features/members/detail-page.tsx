/**
 * Another member's profile (/w/home/user/detail/:id): send message, follow, gift, report, block,
 * photos. One's own id goes to one's own profile (spec §2).
 */
import { memberKeys, useMemberDetail } from "@site/api-client";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { ProfileAbout } from "@site/ui/profile-about";
import { ProfileHeader } from "@site/ui/profile-header";
import { ReportDialog } from "@site/ui/report-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useVariant } from "../../lib/use-variant.ts";
import { FullPageSpinner } from "../../router/guards.tsx";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { MemberTrendList } from "../feed/feed-parts.tsx";
import { useWebGiftDialog } from "../gifts/use-gift-dialog.tsx";
import { PermissionOffer, refusedForPlan } from "../payments/permission-offer.tsx";
import { useInterestNames } from "./interests.ts";
import { memberPaths } from "./member-cards.tsx";
import { ProfileGlimpse } from "./profile-glimpse.tsx";
import { useAboutProps, useGallery } from "./profile-story.tsx";
import { useMemberActions } from "./use-member-actions.ts";

export default function DetailPage() {
  const { t } = useTranslation("members");
  const { t: tf } = useTranslation("feed");
  const { id: raw } = useParams();
  const id = Number(raw);
  const { profile, can } = useSession();
  // Without View_profiles the server refuses the profile (spec §6): ask for nothing, offer the plan.
  const allowed = can("View_profiles");
  const api = useMemberApi();
  const variant = useVariant();
  const paths = memberPaths(variant);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const {
    data: member,
    error,
    isLoading,
  } = useMemberDetail(api, allowed && Number.isInteger(id) && id > 0 && id !== profile?.id ? id : undefined);
  const { toggleFollow, toggleBlock, sendReport, pending } = useMemberActions();
  const [reporting, setReporting] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const interests = useInterestNames(member?.interest);
  const { openGift, giftDialog } = useWebGiftDialog();
  const web = variant === "w";
  const gallery = useGallery(member?.backphotos, member?.username ?? "", web ? "web" : "mobile");
  const about = useAboutProps(member ?? { username: "" });

  if (profile && id === profile.id)
    return <Navigate to={variant === "w" ? "/w/home/user/index" : `/m/home/my/newsfeed/${id}`} replace />;
  if (!allowed || refusedForPlan(error))
    return (
      <PermissionOffer flag="View_profiles">
        <ProfileGlimpse />
      </PermissionOffer>
    );
  if (isLoading) return <FullPageSpinner />;
  if (error || !member) return <EmptyState title={t("detail.notFound")} />;

  return (
    <div className="grid gap-6">
      <ProfileHeader
        variant={variant === "w" ? "web" : "mobile"}
        member={member}
        interests={interests}
        background={member.backphotos[0]?.img}
        gallery={gallery}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => navigate(paths.chat(member.id))}>{t("detail.sendMessage")}</Button>
            <Button
              variant={member.is_like ? "secondary" : "outline"}
              aria-pressed={member.is_like === 1}
              loading={pending === member.id}
              onClick={async () => {
                const answer = await toggleFollow(member.id);
                if (answer.status === 200 && answer.data)
                  await mutate(
                    memberKeys.detail(member.id),
                    { ...member, ...answer.data },
                    { revalidate: false },
                  );
              }}
            >
              {member.is_like ? t("detail.unfollow") : t("detail.follow")}
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                variant === "w" ? openGift(member.username) : navigate(paths.gift(member.username))
              }
            >
              {t("detail.gift")}
            </Button>
            <Button
              variant="ghost"
              onClick={() =>
                navigate(
                  variant === "w" ? `/w/home/photo/${member.id}` : `/m/home/my/newsfeed/${member.id}?type=2`,
                )
              }
            >
              {t("detail.photos")}
            </Button>
            <Button variant="ghost" onClick={() => setReporting(true)}>
              {t("detail.report")}
            </Button>
            <Button
              variant="ghost"
              onClick={async () => {
                const answer = await toggleBlock(member.id);
                if (answer.status === 200) setBlocked(answer.data?.is_block === 1);
              }}
            >
              {blocked ? t("detail.unblock") : t("detail.block")}
            </Button>
          </div>
        }
      />
      {/* What they look for is in the header already. */}
      <ProfileAbout {...about} interests={[]} variant={web ? "web" : "mobile"} />
      <section aria-labelledby="their-moments">
        <h2 id="their-moments" className="mb-3 font-semibold text-ink-900 text-lg">
          {tf("title")}
        </h2>
        {blocked ? null : <MemberTrendList userId={member.id} name={member.username} />}
      </section>
      {giftDialog}
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        username={member.username}
        onSubmit={async (type) => {
          const answer = await sendReport(member.id, type);
          if (answer.status === 200 || answer.status === -2) setReporting(false);
        }}
      />
    </div>
  );
}
