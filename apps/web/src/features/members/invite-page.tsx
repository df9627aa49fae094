/** The invitation: the member's code and link (with the invite dialog), and who joined with it. */
import { useInvite } from "@site/api-client";
import { Avatar } from "@site/ui/avatar";
import { Button } from "@site/ui/button";
import { InviteDialog } from "@site/ui/invite-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FullPageSpinner } from "../../router/guards.tsx";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { MobilePage } from "../shell/mobile-bar.tsx";

export default function InvitePage() {
  const { t } = useTranslation("members");
  const api = useMemberApi();
  const { profile } = useSession();
  const { data } = useInvite(api);
  const [open, setOpen] = useState(false);
  if (!data || !profile) return <FullPageSpinner />;
  return (
    <MobilePage
      title={t("invite.title")}
      back="/m/home/my/index"
      className="mx-auto grid max-w-xl gap-4 px-4 py-6"
    >
      <section className="rounded-xl bg-surface p-5 shadow-card">
        <p className="text-sm text-ink-600">{t("invite.code")}</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-widest text-brand-700">
          {data.invitation_code}
        </p>
        <Button className="mt-4" onClick={() => setOpen(true)}>
          {t("box.inviteButton")}
        </Button>
      </section>
      <section className="rounded-xl bg-surface p-5 shadow-card" aria-labelledby="joined">
        <h2 id="joined" className="font-semibold text-ink-900">
          {t("invite.joined")}
        </h2>
        {data.invitees.length === 0 ? (
          <p className="mt-2 text-sm text-ink-600">{t("invite.none")}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {data.invitees.map((i) => (
              <li key={i.id} className="flex items-center gap-3">
                <Avatar src={i.avatar} name={i.username} alt="" size="sm" />
                <span className="font-medium text-ink-800">{i.username}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* The link is the site's /invitation/{code} route on the address the member is on. */}
      <InviteDialog
        open={open}
        onClose={() => setOpen(false)}
        username={profile.username}
        code={data.invitation_code}
      />
    </MobilePage>
  );
}
