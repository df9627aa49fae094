import { type Gift, giftTitle } from "@site/contracts";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { GiftPicture, GiftPrice, useGiftLanguage } from "./gift-parts.tsx";

const cardVariants = cva(
  "relative flex h-full w-full min-w-0 flex-col items-center gap-2 rounded-2xl bg-surface p-2 pb-2.5 text-center shadow-card ring-1 ring-ink-900/5 transition sm:p-2.5 sm:pb-3",
  {
    variants: {
      interactive: {
        true: "cursor-pointer select-none hover:shadow-raised hover:ring-brand-200 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:outline-offset-2 active:scale-[0.98] motion-reduce:transition-none motion-reduce:active:scale-100",
        false: "",
      },
      selected: {
        true: "ring-2 ring-brand-500 hover:ring-brand-500",
        false: "",
      },
    },
    defaultVariants: { interactive: false, selected: false },
  },
);

export type GiftCardProps = {
  /** The gift: picture, title in each language, and price in credits. */
  gift: Gift;
  /**
   * The chosen gift: a brand ring and a check mark, and `aria-pressed` on the button.
   * @default false
   */
  selected?: boolean;
  /** Makes the tile a toggle button that calls this with its gift. */
  onSelect?: (gift: Gift) => void;
  /** Extra classes for the tile. */
  className?: string;
};

/** A gift of the store: its picture, its title in the member's language and its price. */
export function GiftCard({ gift, selected = false, onSelect, className }: GiftCardProps) {
  const lang = useGiftLanguage();
  const title = giftTitle(gift, lang);
  const content = (
    <>
      <GiftPicture src={gift.path} className="aspect-square w-full" />
      <span
        title={title}
        className="line-clamp-2 w-full text-pretty font-medium text-ink-900 text-sm leading-5 wrap-anywhere"
      >
        {title}
      </span>
      <GiftPrice credits={gift.money} className="mt-auto text-xs sm:text-sm" />
      {selected && <SelectedMark />}
    </>
  );
  const shared = {
    "data-slot": "gift-card",
    "data-state": selected ? "selected" : "idle",
    className: cn(cardVariants({ interactive: Boolean(onSelect), selected }), className),
  };
  if (!onSelect) return <div {...shared}>{content}</div>;
  // Named by what it shows, title then price ("Rose 2 credits"), so a spoken command finds it.
  return (
    <button type="button" aria-pressed={selected} onClick={() => onSelect(gift)} {...shared}>
      {content}
    </button>
  );
}

/** A white check on a brand disc, in the tile's top corner; `aria-pressed` says it in words. */
function SelectedMark() {
  return (
    <span
      aria-hidden
      className="absolute end-1.5 top-1.5 flex size-6 items-center justify-center rounded-full bg-brand-600 text-white shadow-card ring-2 ring-surface"
    >
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        className="size-3.5"
      >
        <path d="M5 10.5l3.2 3.2L15 7" />
      </svg>
    </span>
  );
}
