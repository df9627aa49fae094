/**
 * /w/home/index: the left column holds the credits box, the members box (latest or online, with
 * hover cards and a view-all link), the invite box and the photo box; the main column shows who is
 * online now and the newest members, and says that moments will join them.
 */
import { useInvite } from "@site/api-client";
import { Avatar } from "@site/ui/avatar";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { HoverProfileCard } from "@site/ui/hover-profile-card";
import { InviteDialog } from "@site/ui/invite-dialog";
import { Tabs } from "@site/ui/tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { MemberCards } from "../members/member-cards.tsx";
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

function InviteBox() {
  const { t } = useTranslation("members");
  const api = useMemberApi();
  const { profile } = useSession();
  const { data } = useInvite(api);
  const [open, setOpen] = useState(false);
  return (
    <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="invite-box">
      <h2 id="invite-box" className="font-semibold text-ink-900">
        {t("box.invite")}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t("box.inviteBody")}</p>
      <Button className="mt-3" variant="secondary" block disabled={!data} onClick={() => setOpen(true)}>
        {t("box.inviteButton")}
      </Button>
      {data && profile && (
        <InviteDialog
          open={open}
          onClose={() => setOpen(false)}
          username={profile.username}
          code={data.invitation_code}
        />
      )}
    </section>
  );
}

/** The members who exist, in the main column: online now, then the newest, with a view-all link. */
function MemberSection({ kind, size }: { kind: "online" | "latest"; size: number }) {
  const { t } = useTranslation("shell");
  const { t: tm } = useTranslation("members");
  const list = useList(kind);
  const id = `home-${kind}`;
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id={id} className="font-semibold text-ink-900 text-lg">
          {t(kind === "online" ? "titles.online" : "titles.latest")}
        </h2>
        <Link to={`/w/home/member/${kind}`} className="text-sm font-medium text-brand-700 hover:underline">
          {tm("box.viewAll")}
        </Link>
      </div>
      <MemberCards
        members={list.members.slice(0, size)}
        loading={list.isLoading}
        empty={<EmptyState title={tm(`empty.${kind}`)} />}
      />
    </section>
  );
}

export default function WebHomePage() {
  const { t } = useTranslation("shell");
  const { t: tm } = useTranslation("members");
  const { profile } = useSession();
  const navigate = useNavigate();
  if (!profile) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
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
        <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="photo-box">
          <h2 id="photo-box" className="font-semibold text-ink-900">
            {tm("box.photos")}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{tm("box.photosSoon")}</p>
        </section>
      </aside>
      <div className="grid content-start gap-6">
        <h1 className="text-2xl font-bold text-ink-900">{t("home.welcome", { name: profile.username })}</h1>
        <MemberSection kind="online" size={8} />
        <MemberSection kind="latest" size={4} />
        <section
          className="grid gap-1 rounded-xl border border-ink-200 border-dashed bg-surface p-5"
          aria-labelledby="moments-soon"
        >
          <h2 id="moments-soon" className="font-semibold text-ink-900">
            {t("soon.media.title")}
          </h2>
          <p className="text-sm text-ink-600">{t("soon.media.body")}</p>
        </section>
      </div>
    </div>
  );
}
