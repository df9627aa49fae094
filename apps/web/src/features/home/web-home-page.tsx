/**
 * /w/home/index: the left column holds the credits box, the members box (latest or online, with
 * hover cards and a view-all link), the invite box and the photo box (one's newest photos); the
 * main column holds the wall of members to meet, the composer and the feed of moments (spec §2 home).
 */
import { useInvite, useMemberWall, usePhotos } from "@site/api-client";
import { PhotoKind } from "@site/contracts";
import { Avatar } from "@site/ui/avatar";
import { Button } from "@site/ui/button";
import { HoverProfileCard } from "@site/ui/hover-profile-card";
import { Tabs } from "@site/ui/tabs";
import { WallCarousel } from "@site/ui/wall-carousel";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useAfterLoad } from "../../lib/after-load.ts";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { ComposerBox, FeedList } from "../feed/feed-parts.tsx";
import { useFeedActions } from "../feed/use-feed.ts";
import { useList } from "../members/member-list.tsx";

function MembersBox() {
  const { t } = useTranslation("members");
  const [kind, setKind] = useState<"latest" | "online">("latest");
  const list = useList(kind);
  const navigate = useNavigate();
  const members = list.members.slice(0, 12);
  return (
    <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="members-box">
      <div className="flex items-center justify-between">
        <h2 id="members-box" className="font-semibold text-ink-900">
          {t("box.members")}
        </h2>
        <Link to={`/w/home/member/${kind}`} className="text-sm font-medium text-brand-700 hover:underline">
          {t("box.viewAll")}
        </Link>
      </div>
      <Tabs
        className="mt-3"
        variant="pill"
        fill
        label={t("box.members")}
        selectedKey={kind}
        onChange={(k) => setKind(k as "latest" | "online")}
        items={[
          { key: "latest", label: t("tabs.latest") },
          { key: "online", label: t("tabs.online") },
        ]}
      />
      {members.length === 0 && !list.isLoading ? (
        <p className="mt-4 text-sm text-ink-600">{t(`empty.${kind}`)}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-4 gap-3">
          {members.map((m) => (
            <li key={m.id}>
              <HoverProfileCard
                member={m}
                trigger={
                  <button
                    type="button"
                    onClick={() => navigate(`/w/home/user/detail/${m.id}`)}
                    className="rounded-full"
                    aria-label={m.username}
                  >
                    <Avatar src={m.avatar} name={m.username} alt="" size="md" online={m.is_online === 1} />
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// The invite dialog loads when the member asks for the link, not with the home.
const InviteDialog = lazy(() => import("@site/ui/invite-dialog").then((m) => ({ default: m.InviteDialog })));

function InviteBox() {
  const { t } = useTranslation("members");
  const api = useMemberApi();
  const { profile } = useSession();
  const { data } = useInvite(api);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="invite-box">
      <h2 id="invite-box" className="font-semibold text-ink-900">
        {t("box.invite")}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t("box.inviteBody")}</p>
      <Button
        className="mt-3"
        variant="secondary"
        block
        disabled={!data}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t("box.inviteButton")}
      </Button>
      {/* Mounted from the first opening on, so that closing still fades out. */}
      {data && profile && opened && (
        <Suspense>
          <InviteDialog
            open={open}
            onClose={() => setOpen(false)}
            username={profile.username}
            code={data.invitation_code}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The photo box: one's newest photos as lazy thumbnails, each opening the album. */
function PhotoBox({ memberId }: { memberId: number }) {
  const { t } = useTranslation("members");
  const { t: tf } = useTranslation("feed");
  const { api } = useFeedActions();
  const { data } = usePhotos(api, "me", PhotoKind.photo);
  const photos = (data?.groups ?? []).flatMap((g) => g.list).slice(0, 6);
  return (
    <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="photo-box">
      <div className="flex items-center justify-between">
        <h2 id="photo-box" className="font-semibold text-ink-900">
          {t("box.photos")}
        </h2>
        <Link to={`/w/home/photo/${memberId}`} className="text-sm font-medium text-brand-700 hover:underline">
          {t("box.viewAll")}
        </Link>
      </div>
      {photos.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{tf("album.empty")}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {photos.map((p) => (
            <li key={p.pid}>
              <Link to={`/w/home/photo/${memberId}`} aria-label={tf("album.open")} className="block">
                <img
                  src={p.img}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full rounded-lg bg-ink-100 object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The wall (spec §2 web shell): online members of the other sex, a page at a time. */
function Wall() {
  const api = useMemberApi();
  const navigate = useNavigate();
  const { data, isLoading } = useMemberWall(api);
  return (
    <WallCarousel
      members={data ?? []}
      loading={isLoading}
      onOpen={(member) => navigate(`/w/home/user/detail/${member.id}`)}
    />
  );
}

/** Issue 50: how complete the profile is; loaded after the first screen (its budget). */
const HomeNudge = lazy(() =>
  import("../members/profile-completeness.tsx").then((m) => ({ default: m.HomeNudge })),
);

export default function WebHomePage() {
  const { t } = useTranslation("shell");
  const { t: tf } = useTranslation("feed");
  const { profile } = useSession();
  const navigate = useNavigate();
  const nudge = useAfterLoad();
  if (!profile) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      {/* Floats over the page's corner: it comes after the first screen and moves nothing on it. */}
      {nudge && (
        <Suspense>
          <HomeNudge variant="w" className="fixed bottom-6 left-6 z-30 w-80 max-w-[calc(100vw-3rem)]" />
        </Suspense>
      )}
      <aside className="grid content-start gap-6">
        <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="credits-title">
          <h2 id="credits-title" className="text-sm font-semibold text-ink-600">
            {t("home.credits")}
          </h2>
          <p className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">{profile.amount}</p>
          <Button className="mt-4" block onClick={() => navigate("/w/home/pay")}>
            {t("home.pay")}
          </Button>
        </section>
        <MembersBox />
        <InviteBox />
        <PhotoBox memberId={profile.id} />
      </aside>
      {/* min-w-0: the wall scrolls inside the column instead of widening it. */}
      <div className="grid min-w-0 content-start gap-6">
        <h1 className="text-2xl font-bold text-ink-900">{t("home.welcome", { name: profile.username })}</h1>
        <Wall />
        <ComposerBox />
        <section aria-labelledby="moments-title">
          <h2 id="moments-title" className="mb-3 font-semibold text-ink-900 text-lg">
            {tf("title")}
          </h2>
          <FeedList />
        </section>
      </div>
    </div>
  );
}
