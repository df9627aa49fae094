import { giftTitle, type Language, type ReceivedGift } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { GiftIcon } from "../member-card/member-icons.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { cn } from "../utils/cn.ts";
import { GiftPicture, useGiftLanguage } from "./gift-parts.tsx";

const SKELETON_ROWS = 4;

export type ReceivedGiftListProps = {
  gifts: ReceivedGift[];
  /** The list is loading: skeleton rows until gifts arrive. */
  loading?: boolean;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  className?: string;
};

/** The gifts the member received (spec §2 My gifts), newest first as the call answers them. */
export function ReceivedGiftList({ gifts, loading = false, now, className }: ReceivedGiftListProps) {
  const { t } = useTranslation("store");
  const state = gifts.length > 0 ? "filled" : loading ? "loading" : "empty";
  return (
    <div
      data-slot="received-gift-list"
      data-state={state}
      aria-busy={loading || undefined}
      className={cn(
        "min-w-0 rounded-2xl bg-surface px-3 py-1 shadow-card ring-1 ring-ink-900/5 sm:px-4",
        className,
      )}
    >
      {state === "filled" && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
        <ul role="list" aria-label={t("gifts.received")} className="divide-y divide-ink-100">
          {gifts.map((gift) => (
            <li key={gift.cid}>
              <ReceivedGiftRow gift={gift} now={now} />
            </li>
          ))}
        </ul>
      )}
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            {t("gifts.receivedLoading")}
          </p>
          <div aria-hidden className="animate-pulse divide-y divide-ink-100 motion-reduce:animate-none">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
              <div key={index} className="flex items-center gap-3 py-3">
                <span className="size-14 shrink-0 rounded-xl bg-ink-100" />
                <span className="flex flex-1 flex-col gap-2">
                  <span className="h-3.5 w-2/5 rounded-full bg-ink-100" />
                  <span className="h-3 w-1/4 rounded-full bg-surface-sunken" />
                </span>
              </div>
            ))}
          </div>
        </>
      )}
      {state === "empty" && (
        <EmptyState
          icon={
            <span className="block size-14 [&_svg]:size-full">
              <GiftIcon />
            </span>
          }
          title={t("gifts.receivedEmpty")}
          description={t("gifts.receivedEmptyHint")}
        />
      )}
    </div>
  );
}

function ReceivedGiftRow({ gift, now }: { gift: ReceivedGift; now: number | undefined }) {
  const { t } = useTranslation("store");
  const lang = useGiftLanguage();
  const title = receivedTitle(gift, lang) ?? t("gifts.untitled");
  const message = gift.message?.trim();
  return (
    <div data-slot="received-gift" className="flex items-start gap-3 py-3">
      <GiftPicture src={gift.path} className="size-14" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex min-w-0 items-baseline gap-3">
          <p className="min-w-0 truncate font-semibold text-base text-ink-900" title={title}>
            {title}
          </p>
          {gift.create_time !== undefined && (
            <RelativeTime
              value={gift.create_time * 1000}
              now={now}
              className="ms-auto shrink-0 text-ink-500 text-xs"
            />
          )}
        </div>
        <p className="min-w-0 truncate text-ink-600 text-sm">{t("gifts.from", { name: gift.givername })}</p>
        {message && (
          <p
            data-slot="received-gift-message"
            className="mt-1.5 w-fit max-w-full whitespace-pre-line rounded-xl rounded-ss-sm bg-brand-50 px-3 py-2 text-ink-800 text-sm wrap-anywhere"
          >
            {message}
          </p>
        )}
      </div>
    </div>
  );
}

/** The gift's title in the member's language, else in any it has (the titles are optional). */
function receivedTitle(gift: ReceivedGift, lang: Language): string | undefined {
  const titles = { titlee: gift.titlee ?? "", titlec: gift.titlec ?? "", titlef: gift.titlef ?? "" };
  return giftTitle(titles, lang) || titles.titlef || titles.titlec || undefined;
}
