import { type ChangeEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { ErrorState } from "../error-state/error-state.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";
import { RowSkeleton } from "../utils/row-skeleton.tsx";
import { EnvelopeIcon, SearchIcon } from "./mail-icons.tsx";
import { type MailItem, matchesMail } from "./mail-item.ts";
import { MailRow } from "./mail-row.tsx";

export type MailListProps = {
  /** The mails of the box, newest first, as the list call returns them. */
  mails: MailItem[];
  /** Called with the mail the member opens. */
  onOpen: (mail: MailItem) => void;
  /**
   * A page is loading: skeleton rows in place of the list (first page), or the 'load more' button's spinner.
   * @default false
   */
  loading?: boolean;
  /**
   * Truthy when a page could not load (SWR's `error`): an ErrorState in place of the list, or under
   * the letters already shown when it was a next page.
   */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /** The search text; controlled when `onSearch` is given, else only its starting value. */
  search?: string;
  /**
   * Called with the search text as it is typed, which makes `search` controlled; the list filters the mails
   * it has by it either way.
   */
  onSearch?: (query: string) => void;
  /**
   * More mails exist: a "Load more" button under the list.
   * @default false
   */
  hasMore?: boolean;
  /** Called by the "Load more" button. */
  onLoadMore?: () => void;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  /**
   * Which box this is: the empty state speaks of received or of sent mail.
   * @default "inbox"
   */
  box?: "inbox" | "sent";
  /** Extra classes for the outer element. */
  className?: string;
};

/** The web's message list (spec §2 Messages): a search box, then the mails filtered by it. */
export function MailList({
  mails,
  onOpen,
  loading = false,
  error,
  onRetry,
  search,
  onSearch,
  hasMore = false,
  onLoadMore,
  now,
  box = "inbox",
  className,
}: MailListProps) {
  const { t } = useTranslation("mail");
  const [localQuery, setLocalQuery] = useState(search ?? "");
  const query = onSearch ? (search ?? "") : localQuery;
  const shown = mails.filter((mail) => matchesMail(mail, query));
  const failed = Boolean(error);
  const firstLoad = !failed && loading && mails.length === 0;

  const handleSearch = (event: ChangeEvent<HTMLInputElement>) => {
    if (onSearch) onSearch(event.target.value);
    else setLocalQuery(event.target.value);
  };

  let body: ReactNode;
  if (failed && mails.length === 0) body = <ErrorState onRetry={onRetry} />;
  else if (firstLoad) body = <RowSkeleton slot="mail-skeleton" label={t("list.loading")} />;
  else if (shown.length === 0)
    body = query.trim() ? (
      <EmptyState
        icon={<SearchIcon className="size-14" />}
        title={t("list.noMatch", { query: query.trim() })}
        description={t("list.noMatchHint")}
      />
    ) : (
      <EmptyState
        icon={<EnvelopeIcon className="size-14" />}
        title={t(box === "sent" ? "list.sentEmpty" : "list.empty")}
        description={t(box === "sent" ? "list.sentEmptyHint" : "list.emptyHint")}
      />
    );
  else
    body = (
      <ul className="flex flex-col gap-0.5">
        {shown.map((mail) => (
          <li key={mail.eid}>
            <MailRow mail={mail} onOpen={onOpen} now={now} />
          </li>
        ))}
      </ul>
    );

  return (
    <div
      data-slot="mail-list"
      aria-busy={loading || undefined}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-2xl bg-surface p-3 shadow-card ring-1 ring-ink-900/5 sm:p-4",
        className,
      )}
    >
      <TextField
        type="search"
        label={t("list.search")}
        hideLabel
        placeholder={t("list.searchPlaceholder")}
        icon={<SearchIcon />}
        value={query}
        onChange={handleSearch}
        autoComplete="off"
        size="sm"
      />
      {body}
      {failed && mails.length > 0 && <ErrorState size="compact" onRetry={onRetry} />}
      {!failed && !firstLoad && hasMore && (
        <div className="flex justify-center pt-1">
          <Button variant="outline" size="sm" loading={loading} onClick={onLoadMore}>
            {t("list.loadMore")}
          </Button>
        </div>
      )}
      {!firstLoad && !hasMore && loading && (
        <p role="status" className="sr-only">
          {t("list.loading")}
        </p>
      )}
    </div>
  );
}
