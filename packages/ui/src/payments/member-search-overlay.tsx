import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Dialog, dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame } from "../dialog/dialog-frame.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";
import { VipBadge } from "../vip-badge/vip-badge.tsx";
import { ChevronIcon, SearchIcon } from "./payment-icons.tsx";

/** Spec §9: the recharge-target search waits this long after the last keystroke. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;

export type FoundMember = { id: number; username: string; avatar: string; vip: number };

export type MemberSearchOverlayProps = {
  /** Whether the overlay is shown; each opening starts with an empty search. */
  open: boolean;
  /** Called on Escape, the backdrop and the close button. */
  onClose: () => void;
  /** Finds members by username (the app's call); a rejection shows a calm failure. */
  search: (username: string) => Promise<FoundMember[]>;
  /** The member to recharge for (spec §4 recharge target); the app closes the overlay. */
  onPick: (member: { id: number; username: string }) => void;
};

type Found =
  | { state: "idle" }
  | { state: "searching" }
  | { state: "found"; members: FoundMember[] }
  | { state: "failed" };

/** Finds another member to recharge for (spec §2 Recharge, §5): a debounced username search. */
export function MemberSearchOverlay({ open, onClose, search, onPick }: MemberSearchOverlayProps) {
  const { t } = useTranslation("store");
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found>({ state: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Only the newest search may answer: an older, slower one must not replace it.
  const latest = useRef(0);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  // Every opening starts empty: the last search never waits in it.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setQuery("");
      setFound({ state: "idle" });
    }
  }
  useEffect(() => {
    if (open) return;
    clearTimeout(timer.current);
    latest.current++;
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    const run = ++latest.current;
    const username = value.trim();
    // An empty box clears the results at once (spec §5), with no call.
    if (username === "") return setFound({ state: "idle" });
    setFound({ state: "searching" });
    timer.current = setTimeout(() => {
      searchRef.current(username).then(
        (members) => {
          if (run === latest.current) setFound({ state: "found", members });
        },
        () => {
          if (run === latest.current) setFound({ state: "failed" });
        },
      );
    }, MEMBER_SEARCH_DEBOUNCE_MS);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t("payments.search.title")}
      description={t("payments.search.description")}
    >
      <SearchBody query={query} found={found} onQueryChange={change} onPick={onPick} />
    </Dialog>
  );
}

type SearchBodyProps = {
  query: string;
  found: Found;
  onQueryChange: (value: string) => void;
  onPick: (member: { id: number; username: string }) => void;
};

/** The box and what it found, every state from props: the overlay drives it, catalogs freeze it. */
function SearchBody({ query, found, onQueryChange, onPick }: SearchBodyProps) {
  const { t } = useTranslation("store");
  const { t: tm } = useTranslation("messages");
  const none = found.state === "found" && found.members.length === 0;
  return (
    <div data-slot="member-search" className="flex flex-col gap-3">
      <TextField
        type="search"
        label={t("payments.search.label")}
        hideLabel
        placeholder={t("payments.search.placeholder")}
        icon={<SearchIcon />}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        data-autofocus
      />
      <div data-slot="member-search-results" data-state={found.state} className="min-h-44">
        {/* Present from the start: a live region only announces what is added to it later. */}
        <p role="status" className="sr-only">
          {found.state === "searching" && t("payments.search.searching")}
          {none && tm("answers.noUserFound")}
        </p>
        {found.state === "idle" && <Note>{t("payments.search.hint")}</Note>}
        {found.state === "searching" && (
          <div aria-hidden className="flex items-center justify-center gap-2.5 py-12 text-ink-600 text-sm">
            <Spinner size="sm" />
            <span>{t("payments.search.searching")}</span>
          </div>
        )}
        {found.state === "failed" && (
          <p role="alert" className="py-12 text-center font-medium text-danger-700 text-sm">
            {t("payments.search.failed")}
          </p>
        )}
        {none && <Note announced>{tm("answers.noUserFound")}</Note>}
        {found.state === "found" && found.members.length > 0 && (
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
          <ul role="list" aria-label={t("payments.search.results")} className="-mx-2 flex flex-col gap-0.5">
            {found.members.map((member) => (
              <li key={member.id}>
                <button
                  type="button"
                  onClick={() => onPick({ id: member.id, username: member.username })}
                  className="flex min-h-14 w-full min-w-0 items-center gap-3 rounded-xl px-2 py-1.5 text-start transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-300"
                >
                  <Avatar src={member.avatar || null} name={member.username} alt="" size="md" />
                  <span className="min-w-0 truncate font-semibold text-base text-ink-900">
                    {member.username}
                  </span>
                  <VipBadge vip={member.vip} size="sm" />
                  <ChevronIcon className="ms-auto size-5 shrink-0 text-ink-400" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Note({ children, announced = false }: { children: string; announced?: boolean }) {
  return (
    // Words the status above announces are shown here, not read twice.
    <p aria-hidden={announced || undefined} className="py-12 text-center text-ink-500 text-sm">
      {children}
    </p>
  );
}

export type MemberSearchOverlayPreviewProps = {
  /**
   * The username as typed.
   * @default ""
   */
  query?: string;
  /**
   * "searching" while the call runs, "found" with `members`, "failed" after a refused call.
   * @default "idle"
   */
  state?: "idle" | "searching" | "found" | "failed";
  /**
   * The members found, when `state` is "found"; none says so.
   * @default []
   */
  members?: FoundMember[];
};

/** The overlay's panel in place, not modal: for catalogs and visual baselines only. */
export function MemberSearchOverlayPreview({
  query = "",
  state = "idle",
  members = [],
}: MemberSearchOverlayPreviewProps) {
  const { t } = useTranslation("store");
  const noop = () => {};
  const found: Found = state === "found" ? { state, members } : { state };
  return (
    <div className={cn(dialogPanelVariants({ size: "sm" }), "w-[400px]")}>
      <DialogFrame
        preview
        title={t("payments.search.title")}
        description={t("payments.search.description")}
        onClose={noop}
      >
        <SearchBody query={query} found={found} onQueryChange={noop} onPick={noop} />
      </DialogFrame>
    </div>
  );
}
