/**
 * The owner's picture controls on a profile, shared by both variants: the avatar cropper (spec §2
 * modify-avatar, §4 avatar cropper), the background drawer (spec §2 my/newsfeed), and the album
 * avatar chooser of my/Setup. The cropper and the drawer load when first opened.
 */
import { uploadAvatar, useMemberDetail, usePhotos } from "@site/api-client";
import { PhotoKind } from "@site/contracts";
import { Avatar } from "@site/ui/avatar";
import type { BackPhoto } from "@site/ui/background-drawer";
import { Button } from "@site/ui/button";
import { useToast } from "@site/ui/toast";
import type { SendResult, Uploader } from "@site/ui/trend-composer";
import { cn } from "@site/ui/utils";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { useFeedActions } from "./use-feed.ts";

const AvatarCropper = lazy(() =>
  import("@site/ui/avatar-cropper").then((m) => ({ default: m.AvatarCropper })),
);
const BackgroundDrawer = lazy(() =>
  import("@site/ui/background-drawer").then((m) => ({ default: m.BackgroundDrawer })),
);

/**
 * Opens the cropper; once a picture is saved the session's profile (the header's avatar) and the
 * feeds (the avatar-change moment) are asked again.
 */
export function useAvatarCropper() {
  const { token, refresh } = useSession();
  const { refreshAll } = useFeedActions();
  const answerText = useAnswerText();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  const upload: Uploader = useCallback(
    async (file, onProgress, signal) => {
      const answer = await uploadAvatar(file, token ?? "", { onProgress, signal });
      return answer.status === 200 && typeof answer.data === "string"
        ? { ok: true, path: answer.data }
        : { ok: false, message: answerText(answer) };
    },
    [token, answerText],
  );

  const dialog = opened && (
    <Suspense>
      <AvatarCropper
        open={open}
        onClose={() => setOpen(false)}
        upload={upload}
        onUploaded={() => {
          void refresh();
          void refreshAll();
        }}
      />
    </Suspense>
  );
  return {
    open: () => {
      setOpened(true);
      setOpen(true);
    },
    dialog,
  };
}

/** The owner's backgrounds (from their own detail, spec §3 backphotos), and the drawer to change them. */
export function useBackgrounds(memberId: number | undefined, side: "bottom" | "right") {
  const api = useMemberApi();
  const detail = useMemberDetail(api, memberId);
  const { api: feed, uploadImage } = useFeedActions();
  const answerText = useAnswerText();
  const { show } = useToast();
  const { t } = useTranslation("feed");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const photos: BackPhoto[] = detail.data?.backphotos ?? [];

  const add: Uploader = useCallback(
    async (file, onProgress, signal) => {
      const uploaded = await uploadImage(file, onProgress, signal);
      if (!uploaded.ok) return uploaded;
      const answer = await feed.postBackPhoto(uploaded.path);
      if (answer.status !== 200) return { ok: false, message: answerText(answer) };
      await detail.mutate();
      return uploaded;
    },
    [uploadImage, feed, answerText, detail],
  );
  const remove = useCallback(
    async (photo: BackPhoto): Promise<SendResult> => {
      const answer = await feed.deleteBackPhoto(photo.id);
      if (answer.status !== 200) return { ok: false, message: answerText(answer) };
      await detail.mutate();
      return { ok: true };
    },
    [feed, answerText, detail],
  );

  const drawer = opened && (
    <Suspense>
      <BackgroundDrawer
        open={open}
        onClose={() => setOpen(false)}
        photos={photos}
        add={add}
        remove={remove}
        side={side}
        confirm={(question) => window.confirm(question)}
      />
    </Suspense>
  );
  return {
    /** The picture the profile shows: the newest background. */
    background: photos[0]?.img,
    open: () => {
      if (!detail.data && detail.error) show({ tone: "error", title: t("list.failed") });
      setOpened(true);
      setOpen(true);
    },
    drawer,
  };
}

/**
 * my/Setup's avatar chooser (spec §2): the current picture, a button to crop a new one, and one's
 * album photos, any of which becomes the avatar with a tap (the server accepts only one's own).
 */
export function AvatarChooser() {
  const { t } = useTranslation("feed");
  const { profile, calls, setProfile } = useSession();
  const { api, refreshAll } = useFeedActions();
  const { data } = usePhotos(api, "me", PhotoKind.photo);
  const { show } = useToast();
  const answerText = useAnswerText();
  const cropper = useAvatarCropper();
  const [choosing, setChoosing] = useState<string | null>(null);
  if (!profile) return null;
  const photos = (data?.groups ?? []).flatMap((g) => g.list).filter((p) => p.img);

  const use = async (img: string) => {
    setChoosing(img);
    const answer = await calls
      .profile({ email: profile.email, sex: profile.gender, birthday: profile.birthday, avatar: img })
      .finally(() => setChoosing(null));
    if (answer.status === 200 && answer.data) {
      setProfile(answer.data);
      show({ tone: "success", title: t("avatar.used") });
      void refreshAll();
    } else show({ tone: "error", title: answerText(answer) });
  };

  return (
    <section className="mb-4 rounded-xl bg-surface p-4 shadow-card" aria-labelledby="avatar-title">
      <div className="flex items-center gap-4">
        <Avatar src={profile.avatar} name={profile.username} alt="" size="lg" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <h2 id="avatar-title" className="font-semibold text-ink-900">
            {t("avatar.title")}
          </h2>
          <Button size="sm" variant="secondary" onClick={cropper.open}>
            {t("avatar.change")}
          </Button>
        </div>
      </div>
      <h3 className="mt-4 font-medium text-ink-700 text-sm">{t("avatar.fromAlbum")}</h3>
      {photos.length === 0 ? (
        <p className="mt-1 text-ink-600 text-sm">{t("avatar.fromAlbumEmpty")}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-4 gap-2">
          {photos.slice(0, 12).map((photo) => {
            const current = profile.avatar === photo.img;
            return (
              <li key={photo.pid}>
                <button
                  type="button"
                  aria-label={t("avatar.use")}
                  aria-pressed={current}
                  disabled={choosing !== null}
                  onClick={() => void use(photo.img)}
                  className={cn(
                    "block w-full overflow-hidden rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:opacity-60",
                    current && "ring-2 ring-brand-500 ring-offset-2 ring-offset-surface",
                  )}
                >
                  <img
                    src={photo.img}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full bg-ink-100 object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {cropper.dialog}
    </section>
  );
}
