import type { ChatContact } from "@site/contracts";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { ErrorState } from "../error-state/error-state.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";
import { RowSkeleton } from "../utils/row-skeleton.tsx";
import { ConversationRow } from "./conversation-row.tsx";
import { sortContacts } from "./sort-contacts.ts";

export type ConversationListProps = {
  /** The member's conversations as the chat list call returns them; the list sorts them itself. */
  contacts: ChatContact[];
  /** The uid of the open conversation: highlighted, aria-current. */
  selected?: number;
  /** Called with the uid of the conversation the member opens. */
  onSelect: (uid: number) => void;
  /** Shows a delete button on each row. */
  onDelete?: (uid: number) => void;
  /**
   * The list is not ready yet: skeleton rows shaped like conversations.
   * @default false
   */
  loading?: boolean;
  /** Truthy when the conversations could not load (SWR's `error`): an ErrorState in place of the rows. */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /** "Now" for the times (epoch ms); stories freeze it. Defaults to the clock. */
  now?: number;
  /** Extra classes for the outer element. */
  className?: string;
};

/** The chat list (spec §2): a search by username, customer service pinned, then unread, then newest. */
export function ConversationList({
  contacts,
  selected,
  onSelect,
  onDelete,
  loading = false,
  error,
  onRetry,
  now,
  className,
}: ConversationListProps) {
  const { t } = useTranslation("chat");
  const [query, setQuery] = useState("");
  const shown = useMemo(() => sortContacts(contacts, query), [contacts, query]);

  let body: ReactNode;
  if (error) body = <ErrorState onRetry={onRetry} className="my-auto" />;
  else if (loading) body = <RowSkeleton slot="conversation-skeleton" label={t("list.loading")} />;
  else if (shown.length === 0)
    body = query.trim() ? (
      <EmptyState title={t("list.noMatch", { query: query.trim() })} className="py-8" />
    ) : (
      <EmptyState title={t("list.empty")} description={t("list.emptyHint")} className="py-8" />
    );
  else
    body = (
      <ul aria-label={t("list.label")} className="flex flex-col gap-0.5">
        {shown.map((contact) => (
          <ConversationRow
            key={contact.uid}
            contact={contact}
            selected={contact.uid === selected}
            onSelect={onSelect}
            onDelete={onDelete}
            now={now}
          />
        ))}
      </ul>
    );

  return (
    <div
      data-slot="conversation-list"
      aria-busy={loading || undefined}
      className={cn("flex h-full min-h-0 flex-col bg-surface", className)}
    >
      <div className="shrink-0 px-3 pt-3 pb-2">
        <TextField
          type="search"
          size="sm"
          label={t("list.search")}
          hideLabel
          placeholder={t("list.search")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          icon={<SearchIcon />}
          autoComplete="off"
        />
      </div>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-1.5 pb-2">
        {body}
      </div>
    </div>
  );
}

function SearchIcon() {
  return (
    <LineIcon strokeWidth={2}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </LineIcon>
  );
}
