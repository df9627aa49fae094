/**
 * /w/home/user/index: one's own profile: header (with what one is looking for, the avatar's crop
 * dialog and the background drawer), online/hidden,
 * the signature once, in its field (its save appears on focus), then the composer and one's own
 * moments, and a link to the album.
 */
import { displayAge, OnlineStatus, SIGNATURE_MAX } from "@site/contracts";
import { Button, buttonVariants } from "@site/ui/button";
import { ProfileAbout } from "@site/ui/profile-about";
import { ProfileHeader } from "@site/ui/profile-header";
import { Switch } from "@site/ui/switch";
import { TextField } from "@site/ui/text-field";
import { useToast } from "@site/ui/toast";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { ComposerBox, MemberTrendList } from "../feed/feed-parts.tsx";
import { useAvatarCropper, useBackgrounds } from "../feed/profile-media.tsx";
import { useInterestNames } from "./interests.ts";
import { MeCompleteness } from "./profile-completeness.tsx";
import { useAboutProps } from "./profile-story.tsx";

export default function OwnProfilePage() {
  const { t } = useTranslation("members");
  const { t: tp } = useTranslation("profile");
  const { t: tf } = useTranslation("feed");
  const { profile, calls, setProfile } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const [signature, setSignature] = useState(profile?.signature ?? "");
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const interests = useInterestNames(profile?.interest);
  const cropper = useAvatarCropper();
  const backgrounds = useBackgrounds(profile?.id, "right");
  const about = useAboutProps(profile ?? { username: "" }, true);
  if (!profile) return null;
  const visible = profile.onlinestatus === OnlineStatus.visible;

  const saveSignature = async () => {
    setSaving(true);
    const answer = await calls.changeSignature({ signature }).finally(() => setSaving(false));
    show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
    if (answer.status === 200) {
      setProfile({ ...profile, signature });
      setEditing(false);
    }
  };
  const toggle = async (next: boolean) => {
    const answer = await calls.changeOnlineStatus(next ? OnlineStatus.visible : OnlineStatus.hidden);
    if (answer.status === 200 && answer.data)
      setProfile({ ...profile, onlinestatus: answer.data.onlinestatus });
  };

  return (
    <div className="grid gap-6">
      <ProfileHeader
        variant="web"
        isOwner
        // The signature stays out of the header: the field below shows it, and edits it.
        member={{
          ...profile,
          signature: undefined,
          sex: profile.gender,
          age: displayAge(profile.birthday),
          is_online: visible ? 1 : 0,
        }}
        interests={interests}
        background={backgrounds.background}
        onEditAvatar={cropper.open}
        onEditBackground={backgrounds.open}
        // The header shows only the owner's controls (never `actions`): the edit link goes with the switch.
        onlineToggle={
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Switch label={t("profile.visibility")} checked={visible} onChange={toggle} />
            <Link to="/w/home/user/edit" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("profile.edit")}
            </Link>
          </div>
        }
      />
      {/* What members read about one, beside how complete it is and what is missing (issue 50). */}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-3">
          <ProfileAbout {...about} interests={[]} variant="web" />
          <Link
            to="/w/home/user/edit#edit-story"
            className="justify-self-start font-medium text-brand-700 text-sm hover:underline"
          >
            {tp("story.edit")}
          </Link>
        </div>
        <MeCompleteness variant="w" />
      </div>
      <section className="rounded-xl bg-surface p-6 shadow-card" aria-labelledby="signature-title">
        <h2 id="signature-title" className="sr-only">
          {t("profile.signature")}
        </h2>
        <div className="flex items-start gap-3">
          <TextField
            className="flex-1"
            label={t("profile.signature")}
            placeholder={t("profile.signaturePlaceholder")}
            maxLength={SIGNATURE_MAX}
            showCounter
            value={signature}
            onFocus={() => setEditing(true)}
            onChange={(e) => setSignature(e.target.value)}
          />
          {editing && (
            <Button className="mt-7" loading={saving} onClick={saveSignature}>
              {t("profile.save")}
            </Button>
          )}
        </div>
      </section>
      <section aria-labelledby="own-moments" className="grid gap-3">
        <div className="flex items-center justify-between">
          {/* The count is the session profile's newfeedcount, asked again after each post (issue 50). */}
          <h2 id="own-moments" className="flex items-center gap-2 font-semibold text-ink-900 text-lg">
            {tf("title")}
            <span
              data-slot="moment-count"
              className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-ink-100 px-2 font-semibold text-ink-700 text-sm tabular-nums"
            >
              {profile.newfeedcount}
            </span>
          </h2>
          <Link
            to={`/w/home/photo/${profile.id}`}
            className="font-medium text-brand-700 text-sm hover:underline"
          >
            {tf("album.photos")}
          </Link>
        </div>
        <ComposerBox />
        <MemberTrendList userId="me" />
      </section>
      {cropper.dialog}
      {backgrounds.drawer}
    </div>
  );
}
