/**
 * The console's content page (issue 14): the newest avatars, photos, videos and posts in a grid,
 * filtered by kind, older ones on demand; taking one down asks for a reason and the tile leaves.
 */
import { useContentPages } from "@site/api-client";
import { CONTENT_KINDS, type ContentItem } from "@site/contracts";
import { contentKey, ModerationGrid, RefuseDialog } from "@site/ui/admin";
import { Button } from "@site/ui/button";
import { Select } from "@site/ui/select";
import { Spinner } from "@site/ui/spinner";
import { useToast } from "@site/ui/toast";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnswerText } from "../../lib/messages.ts";
import { useAdminApi } from "./admin-shared.ts";

export function ContentPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const { show } = useToast();
  const answerText = useAnswerText();
  const [kind, setKind] = useState("");
  const pages = useContentPages(api, kind);
  const [taking, setTaking] = useState<ContentItem | null>(null);
  const [busy, setBusy] = useState<string>();
  const items = pages.data?.flatMap((p) => p.items) ?? [];
  const more = pages.data?.at(-1)?.next_before != null;
  const takeDown = async (item: ContentItem, reason: string) => {
    setBusy(contentKey(item));
    try {
      const answer = await api.takeDown(item.source, item.id, reason);
      show(
        answer.status === 200
          ? { tone: "success", title: t("admin.takenDown") }
          : { tone: "error", title: answerText(answer) },
      );
      setTaking(null);
      await pages.mutate();
    } finally {
      setBusy(undefined);
    }
  };
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
        <ModerationGrid items={items} busy={busy} onTakeDown={setTaking} />
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
      <RefuseDialog
        username={taking ? taking.member.username : null}
        onClose={() => setTaking(null)}
        onRefuse={(reason) => (taking ? takeDown(taking, reason) : undefined)}
        words={{
          title: taking
            ? t("admin.takeDownTitle", { kind: t(`admin.kind_${taking.kind}`), name: taking.member.username })
            : "",
          hint: t("admin.takeDownHint"),
          placeholder: t("admin.takeDownPlaceholder"),
          submit: t("admin.takeDownSend"),
        }}
      />
    </div>
  );
}
