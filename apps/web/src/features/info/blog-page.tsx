/** The blog arrives with the content capability; until then its route says so in the visitor frame. */
import { EmptyState } from "@site/ui/empty-state";
import { useTranslation } from "react-i18next";

export default function BlogPage() {
  const { t } = useTranslation("auth");
  return (
    <div className="py-10">
      <EmptyState title={t("blog.title")} description={t("blog.soon")} />
    </div>
  );
}
