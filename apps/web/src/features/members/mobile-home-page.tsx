/**
 * /m/home/index: the member home on phones: Recommend (online) and Search tabs, then latest, my
 * likes, liked me and mutual likes; each list pulls to refresh and pages as it scrolls.
 */
import type { MemberListKind } from "@site/api-client";
import type { MemberListEntry } from "@site/contracts";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { InfiniteList } from "@site/ui/infinite-list";
import { PullToRefresh } from "@site/ui/pull-to-refresh";
import { Tabs } from "@site/ui/tabs";
import { TextField } from "@site/ui/text-field";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useAfterLoad } from "../../lib/after-load.ts";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { Logo } from "../shell/logo.tsx";
import { MemberCards } from "./member-cards.tsx";
import { useList } from "./member-list.tsx";
import { MoreMembers } from "./upsell.tsx";
import { upgradePath } from "./use-member-actions.ts";

const TABS = [
  ["online", "recommend"],
  ["search", "search"],
  ["latest", "latest"],
  ["i_like", "iLike"],
  ["love_me", "likesMe"],
  ["mutual_like", "mutual"],
] as const;

function PagedTab({ kind }: { kind: MemberListKind }) {
  const { t } = useTranslation("members");
  const list = useList(kind);
  return (
    // The page itself scrolls (the bottom navigation stays fixed), so the list asks for the next
    // page only when its end comes near the bottom of the screen.
    <PullToRefresh onRefresh={async () => void (await list.mutate())} className="px-3 pb-4">
      <InfiniteList
        hasMore={list.hasMore}
        loading={list.isValidating}
        error={list.error}
        onRetry={() => list.mutate()}
        onLoadMore={() => void list.loadMore()}
        empty={
          <EmptyState
            picture="people"
            title={t(
              `empty.${kind === "online" ? "online" : kind === "latest" ? "latest" : kind === "i_like" ? "iLike" : kind === "love_me" ? "likesMe" : "mutual"}`,
            )}
          />
        }
      >
        {list.members.length > 0 ? [<MemberCards key="cards" members={list.members} />] : []}
      </InfiniteList>
      {list.upsell && !list.hasMore && <MoreMembers />}
    </PullToRefresh>
  );
}

function SearchTab() {
  const { t } = useTranslation("members");
  const api = useMemberApi();
  const { can } = useSession();
  const navigate = useNavigate();
  const answerText = useAnswerText();
  const [text, setText] = useState("");
  const [results, setResults] = useState<MemberListEntry[] | null>(null);
  const [error, setError] = useState("");
  const [searching, setSearching] = useState(false);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearching(true);
    const answer = await api.search(text.trim()).finally(() => setSearching(false));
    setResults(answer.status === 200 ? (answer.data ?? []) : []);
    setError(answer.status === 200 ? "" : answerText(answer));
  };
  if (!can("Search_users")) {
    return (
      <EmptyState
        picture="people"
        title={t("more.title")}
        description={t("more.body")}
        action={
          <button
            type="button"
            onClick={() => navigate(upgradePath("m"))}
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white"
          >
            {t("more.cta")}
          </button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4 px-3">
      <form onSubmit={search} className="flex items-end gap-2">
        <TextField
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={16}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={searching} className="h-11">
          {t("tabs.search")}
        </Button>
      </form>
      {results !== null && (
        <MemberCards
          members={results}
          empty={<EmptyState picture="people" title={error || t("search.noUser")} />}
        />
      )}
    </div>
  );
}

/** Issue 50: how complete the profile is; loaded after the first screen (its budget). */
const HomeNudge = lazy(() => import("./profile-completeness.tsx").then((m) => ({ default: m.HomeNudge })));

export default function MobileHomePage() {
  const { t } = useTranslation("members");
  const [tab, setTab] = useState<string>("online");
  const nudge = useAfterLoad();
  return (
    <div>
      {/* The brand and the tabs stay on screen while the list scrolls under them. */}
      <header className="sticky top-0 z-20 border-ink-100 border-b bg-surface-muted/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="flex h-12 items-center px-4">
          <Logo className="text-lg [&_svg]:size-6" />
          <h1 className="sr-only">{t("tabs.recommend")}</h1>
        </div>
        <Tabs
          variant="pill"
          scroll
          label={t("tabs.recommend")}
          selectedKey={tab}
          onChange={setTab}
          items={TABS.map(([key, label]) => ({ key, label: t(`tabs.${label}`) }))}
          className="px-3 pb-2"
        />
      </header>
      {/* Above the tab bar, over the list: it comes after the first screen and moves nothing on it. */}
      {nudge && (
        <Suspense>
          <HomeNudge
            variant="m"
            className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30"
          />
        </Suspense>
      )}
      <div className="mt-3">
        {tab === "search" ? <SearchTab /> : <PagedTab key={tab} kind={tab as MemberListKind} />}
      </div>
    </div>
  );
}
