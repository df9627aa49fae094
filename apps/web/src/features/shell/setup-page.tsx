/** /m/home/my/Setup/index: the avatar chooser (crop a new one, or take one from the album), the settings list and sign-out. */
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { AvatarChooser } from "../feed/profile-media.tsx";
import { MobilePage } from "./mobile-bar.tsx";

const LINKS = [
  ["data", "data"],
  ["changebrith", "birthday"],
  ["changegender", "gender"],
  ["changesignature", "signature"],
  ["lang", "language"],
  ["notification", "notifications"],
  ["changepwd", "password"],
  ["privacy", "privacy"],
] as const;

export default function SetupPage() {
  const { t } = useTranslation("shell");
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <MobilePage title={t("setup.title")} back="/m/home/my/index" className="px-4 py-6">
      <AvatarChooser />
      <nav aria-label={t("setup.title")} className="overflow-hidden rounded-xl bg-surface shadow-card">
        <ul className="divide-y divide-ink-100">
          {LINKS.map(([path, key]) => (
            <li key={path}>
              <Link
                to={`/m/home/my/Setup/${path}`}
                className="flex h-14 items-center justify-between px-4 font-medium text-ink-800 active:bg-ink-50"
              >
                {t(`setup.${key}`)}
                <span aria-hidden className="text-ink-400">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={async () => {
          await signOut();
          navigate("/m/login", { replace: true });
        }}
        className="mt-6 h-12 w-full rounded-xl bg-surface font-semibold text-danger-700 shadow-card active:bg-danger-50"
      >
        {t("setup.signOut")}
      </button>
    </MobilePage>
  );
}
