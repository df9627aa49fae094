/**
 * The console's content page (issue 14): the newest avatars, photos, videos and posts in a grid,
 * filtered by kind, older ones on demand; taking one down asks for a reason and the tile leaves.
 */
import { useContentPages } from "@site/api-client";
import { CONTENT_KINDS } from "@site/contracts";
import { ModerationGrid } from "@site/ui/admin";
import { Button } from "@site/ui/button";
import { Select } from "@site/ui/select";
import { Spinner } from "@site/ui/spinner";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminApi } from "./admin-shared.ts";
import { useTakeDown } from "./take-down.tsx";

export function ContentPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const [kind, setKind] = useState("");
  const pages = useContentPages(api, kind);
  const { ask, busy, dialog } = useTakeDown(() => pages.mutate());
  const items = pages.data?.flatMap((p) => p.items) ?? [];
  const more = pages.data?.at(-1)?.next_before != null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.content")}</h1>
        <Select
          label={t("admin.kind")}
          className="w-48"
          value={kind}
          placeholder={t("admin.anyKind")}
          options={[
            { value: "", label: t("admin.anyKind") },
            ...CONTENT_KINDS.map((k) => ({ value: k, label: t(`admin.kind_${k}`) })),
          ]}
          onChange={setKind}
        />
      </div>
      {!pages.data ? (
        <div className="flex justify-center py-16">
          <Spinner label={t("admin.contentLoading")} />
        </div>
      ) : (
        <ModerationGrid items={items} busy={busy} onTakeDown={ask} />
      )}
      {more && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            loading={pages.isValidating}
            onClick={() => void pages.setSize(pages.size + 1)}
          >
            {t("admin.loadMore")}
          </Button>
        </div>
      )}
      {dialog}
    </div>
  );
}
