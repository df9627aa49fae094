/** The pieces every gift surface shares: the member's language, the picture tile and the price. */
import type { Language } from "@site/contracts";
import { isLanguage } from "@site/i18n";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";

/** The language a gift's and a category's names are read in (spec §3's e, c and f). */
export function useGiftLanguage(): Language {
  const { i18n } = useTranslation("store");
  return isLanguage(i18n.language) ? i18n.language : "en";
}

export type GiftPictureProps = { src: string; className?: string };

/**
 * The gift's picture on a blush tile. Decorative: the title beside it names the gift. The drawn
 * pictures bring their own blush disc, which melts into the tile.
 */
export function GiftPicture({ src, className }: GiftPictureProps) {
  return (
    <span
      data-slot="gift-picture"
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-50",
        className,
      )}
    >
      <img
        src={src}
        alt=""
        width={128}
        height={128}
        draggable={false}
        decoding="async"
        className="size-[78%] object-contain"
      />
    </span>
  );
}

export type GiftPriceProps = { credits: number; id?: string; className?: string };

/** "12 credits" with a small coin. */
export function GiftPrice({ credits, id, className }: GiftPriceProps) {
  const { t } = useTranslation("store");
  return (
    <span
      id={id}
      data-slot="gift-price"
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap font-semibold text-brand-700 text-sm tabular-nums",
        className,
      )}
    >
      <CoinIcon />
      {t("gifts.credits", { count: credits })}
    </span>
  );
}

function CoinIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className="size-3.5 shrink-0">
      <circle cx="8" cy="8" r="7" className="fill-gold" />
      <circle cx="8" cy="8" r="4.6" fill="none" strokeWidth="1.4" className="stroke-gold-light" />
      <path d="M8 5.6v4.8" strokeWidth="1.4" strokeLinecap="round" className="stroke-gold-light" />
    </svg>
  );
}
