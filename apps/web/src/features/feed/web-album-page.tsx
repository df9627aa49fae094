/** /w/home/photo/:id and /w/home/video/:id: a member's photos or videos, with a tab to the other. */
import { useMemberDetail } from "@site/api-client";
import { PhotoKind } from "@site/contracts";
import { Tabs } from "@site/ui/tabs";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { Album } from "./album.tsx";

export default function WebAlbumPage() {
  const { t } = useTranslation("feed");
  const { id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const memberId = Number(id);
  const own = profile?.id === memberId;
  const api = useMemberApi();
  const { data: other } = useMemberDetail(api, own || !Number.isInteger(memberId) ? undefined : memberId);
  const kind = pathname.includes("/video/") ? PhotoKind.video : PhotoKind.photo;
  const name = own ? profile?.username : other?.username;
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <h1 className="font-bold text-2xl text-ink-900">
        {name
          ? `${name} · ${t(kind === PhotoKind.video ? "album.videos" : "album.photos")}`
          : t("album.photos")}
      </h1>
      <Tabs
        variant="underline"
        label={t("album.photos")}
        selectedKey={kind === PhotoKind.video ? "video" : "photo"}
        onChange={(key) => navigate(`/w/home/${key}/${memberId}`)}
        items={[
          { key: "photo", label: t("album.photos") },
          { key: "video", label: t("album.videos") },
        ]}
      />
      {Number.isInteger(memberId) && (
        <Album key={`${memberId}-${kind}`} userId={memberId} own={own} kind={kind} />
      )}
    </div>
  );
}
