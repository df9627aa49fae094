/**
 * /m/home/my/newsfeed/:userId: a member's profile frame on phones, with the tabs Dynamic, Photo,
 * Personal data and videos (?type=2 opens on the albums: the initial tab is type minus 1).
 * Dynamic lists the member's moments, Photo and videos their album (videos only for a viewer with
 * vipStatus 1, else the upgrade prompt); the owner gets the per-tab buttons. The header carries the signature (whole) and
 * what the member is looking for; the personal tab adds the facts the header has no room for.
 */
import { useMemberDetail } from "@site/api-client";
import { birthdayToDate, displayAge, OnlineStatus, PhotoKind } from "@site/contracts";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { ProfileAbout } from "@site/ui/profile-about";
import { ProfileHeader } from "@site/ui/profile-header";
import { ReportDialog } from "@site/ui/report-dialog";
import { Tabs } from "@site/ui/tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { FullPageSpinner } from "../../router/guards.tsx";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { Album } from "../feed/album.tsx";
import { AddToAlbumButton, MemberTrendList } from "../feed/feed-parts.tsx";
import { useAvatarCropper, useBackgrounds } from "../feed/profile-media.tsx";
import { PermissionOffer, refusedForPlan } from "../payments/permission-offer.tsx";
import { MobileBar } from "../shell/mobile-bar.tsx";
import { useInterestNames } from "./interests.ts";
import { memberPaths } from "./member-cards.tsx";
import { ProfileGlimpse } from "./profile-glimpse.tsx";
import { useAboutProps, useGallery } from "./profile-story.tsx";
import { useMemberActions } from "./use-member-actions.ts";

const TAB_KEYS = ["dynamic", "photo", "personal", "videos"] as const;

export default function MobileProfilePage() {
  const { t } = useTranslation("members");
  const { t: tp } = useTranslation("profile");
  const { t: tf } = useTranslation("feed");
  const { t: ts } = useTranslation("shell");
  const { userId } = useParams();
  const [params] = useSearchParams();
  const id = Number(userId);
  const { profile, can } = useSession();
  const own = profile?.id === id;
  // Without View_profiles the server refuses another member's profile (spec §6): ask for nothing.
  const allowed = own || can("View_profiles");
  const api = useMemberApi();
  const navigate = useNavigate();
  const paths = memberPaths("m");
  const {
    data: other,
    isLoading,
    error,
  } = useMemberDetail(api, own || !allowed || !Number.isInteger(id) ? undefined : id);
  const { toggleFollow, toggleBlock, sendReport, pending } = useMemberActions();
  const initial = Math.min(Math.max(Number(params.get("type") ?? 1) - 1, 0), 3);
  const [tab, setTab] = useState<string>(TAB_KEYS[initial] ?? "dynamic");
  const [reporting, setReporting] = useState(false);
  const interests = useInterestNames(own ? profile?.interest : other?.interest);
  // The owner's backgrounds and their drawer (a bottom sheet), and the avatar's crop dialog.
  const backgrounds = useBackgrounds(own ? id : undefined, "bottom");
  const cropper = useAvatarCropper();
  const gallery = useGallery(own ? undefined : other?.backphotos, other?.username ?? "", "mobile");
  const about = useAboutProps((own ? profile : other) ?? { username: "" }, own);
  // A profile is pushed over a list (home, chat, the feed) or over Me: its bar leads back.
  const bar = (heading: boolean) => (
    <MobileBar
      title={ts("titles.profile")}
      back={own ? "/m/home/my/index" : "/m/home/index"}
      headingInPage={!heading}
    />
  );

  if (!profile) return null;
  if (!allowed || refusedForPlan(error))
    return (
      <div>
        {bar(true)}
        <div className="p-3">
          <PermissionOffer flag="View_profiles">
            <ProfileGlimpse />
          </PermissionOffer>
        </div>
      </div>
    );
  if (!own && isLoading) return <FullPageSpinner />;
  if (!own && (error || !other))
    return (
      <div>
        {bar(true)}
        <EmptyState title={t("detail.notFound")} />
      </div>
    );
  const member = own
    ? {
        ...profile,
        sex: profile.gender,
        age: displayAge(profile.birthday),
        is_online: (profile.onlinestatus === OnlineStatus.visible ? 1 : 0) as 0 | 1,
        is_like: 0 as 0 | 1,
      }
    : (other as NonNullable<typeof other>);
  // Only one's own birthday is known: another member's detail carries the birth year alone (the
  // server keeps the day private), so for them the age stands by itself.
  const born = own ? birthdayToDate(member.birthday) : undefined;

  return (
    <div>
      {bar(false)}
      <ProfileHeader
        variant="mobile"
        isOwner={own}
        member={member}
        interests={interests}
        background={own ? backgrounds.background : other?.backphotos[0]?.img}
        gallery={gallery}
        onEditAvatar={own ? cropper.open : undefined}
        onEditBackground={own ? backgrounds.open : undefined}
        actions={
          own ? undefined : (
            // What one does with a member first, then the two safety actions, quieter, below.
            <div className="grid justify-items-center gap-1">
              <div className="flex flex-wrap justify-center gap-2">
                <Button size="sm" onClick={() => navigate(paths.chat(member.id))}>
                  {t("detail.sendMessage")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-pressed={member.is_like === 1}
                  loading={pending === member.id}
                  onClick={() => void toggleFollow(member.id)}
                >
                  {member.is_like ? t("detail.unfollow") : t("detail.follow")}
                </Button>
                <Button size="sm" variant="outline" onClick={() => navigate(paths.gift(member.username))}>
                  {t("detail.gift")}
                </Button>
              </div>
              <div className="flex justify-center gap-2">
                <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
                  {t("detail.report")}
                </Button>
                {/* Once blocked, the member's profile answers "not found" (it reloads at once). */}
                <Button size="sm" variant="ghost" onClick={() => void toggleBlock(member.id)}>
                  {t("detail.block")}
                </Button>
              </div>
            </div>
          )
        }
      />
      <div className="px-3 pt-3">
        <Tabs
          variant="underline"
          fill
          label={member.username}
          selectedKey={tab}
          onChange={setTab}
          items={TAB_KEYS.map((key) => ({ key, label: t(`mobile.${key}`) }))}
        />
        <div className="py-4">
          {tab === "personal" ? (
            // What the header has no room for: the about me, the prompts, what they look for;
            // one's own birthday, which only the owner knows, stays here too.
            <div className="grid gap-3">
              <ProfileAbout {...about} variant="mobile" />
              {born && (
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-2xl bg-surface p-4 text-sm shadow-card ring-1 ring-ink-900/5">
                  <dt className="text-ink-500">{t("edit.birthday")}</dt>
                  <dd className="text-ink-900">{`${born.year}-${String(born.month).padStart(2, "0")}-${String(born.day).padStart(2, "0")}`}</dd>
                </dl>
              )}
              {own && (
                <Button variant="outline" onClick={() => navigate("/m/home/my/Setup/about")}>
                  {tp("story.edit")}
                </Button>
              )}
            </div>
          ) : tab === "dynamic" ? (
            <div className="grid gap-3">
              {own && (
                <div className="flex justify-end">
                  <Button size="sm" variant="secondary" onClick={() => navigate("/m/home/trend/list")}>
                    {tf("title")}
                  </Button>
                </div>
              )}
              <MemberTrendList userId={own ? "me" : member.id} name={member.username} />
            </div>
          ) : (
            <div className="grid gap-3">
              {own && (
                <div className="flex justify-end">
                  <AddToAlbumButton kind={tab === "photo" ? "image" : "video"} />
                </div>
              )}
              <Album
                key={tab}
                userId={member.id}
                own={own}
                kind={tab === "photo" ? PhotoKind.photo : PhotoKind.video}
              />
            </div>
          )}
        </div>
      </div>
      {!own && (
        <ReportDialog
          open={reporting}
          onClose={() => setReporting(false)}
          username={member.username}
          onSubmit={async (type) => {
            const answer = await sendReport(member.id, type);
            if (answer.status === 200 || answer.status === -2) setReporting(false);
          }}
        />
      )}
      {cropper.dialog}
      {backgrounds.drawer}
    </div>
  );
}
