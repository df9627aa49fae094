import { giftTitle, type Language, type ReceivedGift } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { GiftIcon } from "../member-card/member-icons.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { ListCard } from "../utils/list-card.tsx";
import { GiftPicture, useGiftLanguage } from "./gift-parts.tsx";

export type ReceivedGiftListProps = {
  /** The gifts received, newest first, as the call answers them. */
  gifts: ReceivedGift[];
  /**
   * The list is loading: skeleton rows until gifts arrive.
   * @default false
   */
  loading?: boolean;
  /** Truthy when the data could not load (SWR's `error`): an ErrorState with Try again in its place. */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  /** Extra classes for the list. */
  className?: string;
};

/** The gifts the member received (spec §2 My gifts), newest first as the call answers them. */
export function ReceivedGiftList({
  gifts,
  loading = false,
  error,
  onRetry,
  now,
  className,
}: ReceivedGiftListProps) {
  const { t } = useTranslation("store");
  return (
    <ListCard
      slot="received-gift-list"
      items={gifts}
      // A member may receive the same gift twice: its time and place in the list tell them apart.
      keyOf={(gift, index) => `${gift.gid}:${gift.create_time ?? ""}:${index}`}
      row={(gift) => <ReceivedGiftRow gift={gift} now={now} />}
      loading={loading}
      error={error}
      onRetry={onRetry}
      label={t("gifts.received")}
      loadingLabel={t("gifts.receivedLoading")}
      skeleton={
        <>
          <span className="size-14 shrink-0 rounded-xl bg-ink-100" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3.5 w-2/5 rounded-full bg-ink-100" />
            <span className="h-3 w-1/4 rounded-full bg-surface-sunken" />
          </span>
        </>
      }
      empty={{
        icon: (
          <span className="block size-14 [&_svg]:size-full">
            <GiftIcon />
          </span>
        ),
        title: t("gifts.receivedEmpty"),
        description: t("gifts.receivedEmptyHint"),
      }}
      className={className}
    />
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
