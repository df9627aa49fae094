/**
 * A signed-in screen whose capability is still to come: it says plainly what will be here, in the
 * member's words, and offers what already works instead.
 */
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { homePath } from "../../lib/device.ts";
import { useVariant } from "../../lib/use-variant.ts";

export type Capability = "payments";

export function ComingSoon({ title, capability }: { title: string; capability: Capability }) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const variant = useVariant();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="sr-only">{t(title.replace(/^shell:/, "") as "titles.home")}</h1>
      <EmptyState
        title={t(`soon.${capability}.title`)}
        description={t(`soon.${capability}.body`)}
        action={
          <Button variant="secondary" onClick={() => navigate(homePath(variant))}>
            {t("soon.back")}
          </Button>
        }
      />
    </div>
  );
}
