/** A paged member list (any kind): its cards, 'show more' until the last page, and the upsell. */
import { type MemberListKind, useMemberList } from "@site/api-client";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { useTranslation } from "react-i18next";
import { useMemberApi } from "../../session/use-member-api.ts";
import { MemberCards } from "./member-cards.tsx";
import { MoreMembers } from "./upsell.tsx";

const EMPTY: Record<MemberListKind, "online" | "latest" | "iLike" | "likesMe" | "mutual"> = {
  online: "online",
  latest: "latest",
  i_like: "iLike",
  love_me: "likesMe",
  mutual_like: "mutual",
};

export function useList(kind: MemberListKind) {
  const api = useMemberApi();
  const list = useMemberList(api, kind);
  const pages = list.data ?? [];
  const last = pages.at(-1);
  return {
    ...list,
    members: pages.flatMap((p) => p.data),
    hasMore: Boolean(last && last.current_page < last.last_page),
    upsell: last?.vipMoreStatus === 0,
    loadMore: () => list.setSize(list.size + 1),
  };
}

export function MemberList({ kind }: { kind: MemberListKind }) {
  const { t } = useTranslation("members");
  const list = useList(kind);
  return (
    <div>
      <MemberCards
        members={list.members}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => list.mutate()}
        empty={<EmptyState picture="people" title={t(`empty.${EMPTY[kind]}`)} />}
      />
      {list.hasMore && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            loading={list.isValidating && list.size > (list.data?.length ?? 0)}
            onClick={() => void list.loadMore()}
          >
            {t("loadMore")}
          </Button>
        </div>
      )}
      {list.upsell && !list.hasMore && <MoreMembers />}
    </div>
  );
}
