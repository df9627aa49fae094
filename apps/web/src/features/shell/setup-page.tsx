/** /m/home/my/Setup/index: the avatar chooser (crop a new one, or take one from the album), the settings list and sign-out. */
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { AvatarChooser } from "../feed/profile-media.tsx";
import { MobilePage } from "./mobile-bar.tsx";
import { INFO_LINKS } from "./site-chrome.tsx";

const LINKS = [
  ["data", "data"],
  ["changebrith", "birthday"],
  ["changegender", "gender"],
  ["changesignature", "signature"],
  ["about", "about"],
  ["lang", "language"],
  ["notification", "notifications"],
  ["changepwd", "password"],
  ["privacy", "privacy"],
] as const;

export default function SetupPage() {
  const { t } = useTranslation("shell");
  const { t: common } = useTranslation("common");
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
      {/* The information pages (privacy, terms, help...), in the phone's own frame. */}
      <nav aria-label={common("info.nav")} className="mt-6 overflow-hidden rounded-xl bg-surface shadow-card">
        <ul className="divide-y divide-ink-100">
          {INFO_LINKS.map(([path, key]) => (
            <li key={path}>
              <Link
                to={`/m/info/${path}`}
                className="flex h-12 items-center justify-between px-4 text-sm font-medium text-ink-700 active:bg-ink-50"
              >
                {common(key)}
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
