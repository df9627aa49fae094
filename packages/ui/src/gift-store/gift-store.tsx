import { categoryName, type Gift, type GiftCategory } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { ErrorState } from "../error-state/error-state.tsx";
import { GiftIcon } from "../member-card/member-icons.tsx";
import { Tabs } from "../tabs/tabs.tsx";
import { cn } from "../utils/cn.ts";
import { GiftCard } from "./gift-card.tsx";
import { useGiftLanguage } from "./gift-parts.tsx";

// Columns follow the store's own width (container queries), not the window's: three on a phone,
// five in a dialog or a narrow column, six across a desktop page.
const gridClass = "grid grid-cols-3 gap-2.5 @lg:grid-cols-4 @lg:gap-3 @2xl:grid-cols-5 @4xl:grid-cols-6";
/** A category's worth: one row on a desktop, two on a phone. */
const SKELETON_TILES = 6;

export type GiftStoreProps = {
  /** The store's categories, each with its gifts, in the order shown as tabs. */
  categories: GiftCategory[];
  /**
   * The store is loading: a skeleton grid until categories arrive.
   * @default false
   */
  loading?: boolean;
  /** Truthy when the data could not load (SWR's `error`): an ErrorState with Try again in its place. */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /** The chosen gift's id: its tile is pressed, and its category is the one shown first. */
  selectedId?: number;
  /** Called with the gift the member picks. */
  onSelect: (gift: Gift) => void;
  /** Extra classes for the outer element. */
  className?: string;
};

/** The gift store (spec §2 Gifts): a tab per category, each a grid of gifts to choose from. */
export function GiftStore({
  categories,
  loading = false,
  error,
  onRetry,
  selectedId,
  onSelect,
  className,
}: GiftStoreProps) {
  const { t } = useTranslation("store");
  const lang = useGiftLanguage();
  // A category with nothing on sale would open on an empty tab: it is left out.
  const shown = categories.filter((category) => category.gifts.length > 0);
  const state = shown.length > 0 ? "filled" : error ? "error" : loading ? "loading" : "empty";
  const first = shown.find((category) => category.gifts.some((gift) => gift.id === selectedId)) ?? shown[0];

  return (
    <div
      data-slot="gift-store"
      data-state={state}
      aria-busy={loading || undefined}
      className={cn("@container w-full min-w-0", className)}
    >
      {state === "filled" && (
        <Tabs
          variant="pill"
          scroll
          label={t("gifts.categories")}
          defaultSelectedKey={first ? String(first.id) : undefined}
          items={shown.map((category) => ({
            key: String(category.id),
            label: categoryName(category, lang),
            content: (
              // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
              <ul role="list" className={gridClass}>
                {category.gifts.map((gift) => (
                  <li key={gift.id} className="min-w-0">
                    <GiftCard gift={gift} selected={gift.id === selectedId} onSelect={onSelect} />
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      )}
      {state === "loading" && <StoreSkeleton label={t("gifts.loading")} />}
      {state === "error" && <ErrorState onRetry={onRetry} />}
      {state === "empty" && (
        <EmptyState
          icon={
            <span className="block size-14 [&_svg]:size-full">
              <GiftIcon />
            </span>
          }
          title={t("gifts.storeEmpty")}
          description={t("gifts.storeEmptyHint")}
        />
      )}
    </div>
  );
}

/** The tabs' and the tiles' outlines, pulsing softly (still for members who ask for less motion). */
function StoreSkeleton({ label }: { label: string }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden className="animate-pulse motion-reduce:animate-none">
        <div className="flex w-fit max-w-full gap-1 overflow-hidden rounded-full bg-ink-100 p-1">
          {[4.5, 4, 3.5, 4.5].map((width, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
              key={index}
              style={{ width: `${width}rem` }}
              className="h-9 shrink-0 rounded-full bg-surface/70"
            />
          ))}
        </div>
        <div className={cn(gridClass, "mt-4")}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
              key={index}
              data-slot="gift-store-skeleton"
              className="flex flex-col items-center gap-2 rounded-2xl bg-surface p-2 pb-3 shadow-card ring-1 ring-ink-900/5 sm:p-2.5"
            >
              <span className="aspect-square w-full rounded-xl bg-ink-100" />
              <span className="h-3.5 w-3/5 rounded-full bg-ink-100" />
              <span className="h-3 w-2/5 rounded-full bg-surface-sunken" />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
