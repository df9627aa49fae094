/**
 * /m/home/trend/list (the feed, with an add button to trend/new) and /m/home/trend/new (the
 * composer on its own screen; a successful post goes back to the list).
 */
import { Button } from "@site/ui/button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { MobilePage } from "../shell/mobile-bar.tsx";
import { ComposerBox, FeedList } from "./feed-parts.tsx";

export default function TrendListPage() {
  const { t } = useTranslation("feed");
  const navigate = useNavigate();
  return (
    <div className="px-3 py-3">
      <div className="mb-3 flex items-center justify-between">
        <h1 className="font-bold text-ink-900 text-xl">{t("title")}</h1>
        <Button size="sm" onClick={() => navigate("/m/home/trend/new")}>
          <svg
            viewBox="0 0 24 24"
            aria-hidden
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <path d="M12 5v14M5 12h14" strokeLinecap="round" />
          </svg>
          {t("list.add")}
        </Button>
      </div>
      <FeedList />
    </div>
  );
}

export function NewTrendPage() {
  const { t } = useTranslation("feed");
  const navigate = useNavigate();
  return (
    <MobilePage title={t("list.add")} back="/m/home/trend/list" className="px-3 py-3">
      <ComposerBox open onSent={() => navigate("/m/home/trend/list")} />
    </MobilePage>
  );
}
