/**
 * /w/home/member/*: online, latest and search (spec §2), and the like lists the phone's home has
 * (my likes, liked me, mutual; issue 50 brings them to the desktop), with the link bar across them.
 */
import type { MemberListKind } from "@site/api-client";
import type { MemberListEntry } from "@site/contracts";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { LinkBar } from "@site/ui/link-bar";
import { TextField } from "@site/ui/text-field";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useAnswerText } from "../../lib/messages.ts";
import { useMemberApi } from "../../session/use-member-api.ts";
import { MemberCards } from "./member-cards.tsx";
import { MemberList } from "./member-list.tsx";

function Bar() {
  const { t } = useTranslation("members");
  const { pathname } = useLocation();
  const items = [
    { key: "online", label: t("tabs.online"), href: "/w/home/member/online" },
    { key: "latest", label: t("tabs.latest"), href: "/w/home/member/latest" },
    { key: "search", label: t("tabs.search"), href: "/w/home/member/search" },
    { key: "my-likes", label: t("tabs.iLike"), href: "/w/home/member/my-likes" },
    { key: "liked-me", label: t("tabs.likesMe"), href: "/w/home/member/liked-me" },
    { key: "mutual", label: t("tabs.mutual"), href: "/w/home/member/mutual" },
  ];
  const active = items.find((i) => pathname.startsWith(i.href)) ?? items[0];
  return (
    <>
      {/* The bar names the page; the heading says it to a screen reader's list of headings. */}
      <h1 className="sr-only">{active?.label}</h1>
      <LinkBar
        label={t("box.members")}
        items={items}
        activeKey={active?.key ?? "online"}
        renderLink={(item, props) => <Link to={item.href} {...props} />}
      />
    </>
  );
}

export function OnlinePage() {
  return (
    <div className="grid gap-6">
      <Bar />
      <MemberList kind="online" />
    </div>
  );
}

export function LatestPage() {
  return (
    <div className="grid gap-6">
      <Bar />
      <MemberList kind="latest" />
    </div>
  );
}

/** A like list: the same call and cards as the phone's home tab of that name. */
function LikeListPage({ kind }: { kind: Extract<MemberListKind, "i_like" | "love_me" | "mutual_like"> }) {
  return (
    <div className="grid gap-6">
      <Bar />
      <MemberList kind={kind} />
    </div>
  );
}

export const MyLikesPage = () => <LikeListPage kind="i_like" />;
export const LikedMePage = () => <LikeListPage kind="love_me" />;
export const MutualPage = () => <LikeListPage kind="mutual_like" />;

export function SearchPage() {
  const { t } = useTranslation("members");
  const api = useMemberApi();
  const answerText = useAnswerText();
  const [text, setText] = useState("");
  const [results, setResults] = useState<MemberListEntry[] | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await api.search(text.trim()).finally(() => setBusy(false));
    if (answer.status === 200) {
      setResults(answer.data ?? []);
      setError("");
    } else {
      setResults([]);
      setError(answerText(answer));
    }
  };
  return (
    <div className="grid gap-6">
      <Bar />
      <form onSubmit={search} className="flex items-end gap-3">
        <TextField
          className="max-w-md flex-1"
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          hint={t("search.hint")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={16}
        />
        <Button type="submit" loading={busy} className="mb-6">
          {t("search.submit")}
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
