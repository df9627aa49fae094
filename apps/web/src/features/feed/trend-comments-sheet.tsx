/**
 * The phone's comments (issue 50): a bottom sheet over the feed, so that the member keeps their
 * place in the list. Loaded when first opened (the sheet brings Headless UI's dialog).
 */
import type { Trend } from "@site/contracts";
import { Drawer } from "@site/ui/drawer";
import { useTranslation } from "react-i18next";
import TrendCommentsPanel from "./trend-comments-panel.tsx";

export default function TrendCommentsSheet({
  trend,
  onClose,
  onTotal,
}: {
  trend: Trend;
  onClose: () => void;
  onTotal: (trendId: number, total: number) => void;
}) {
  const { t } = useTranslation("feed");
  return (
    <Drawer open side="bottom" onClose={onClose} title={t("answers.title")} description={trend.username}>
      <TrendCommentsPanel trend={trend} onTotal={onTotal} />
    </Drawer>
  );
}
