import type { VariantProps } from "class-variance-authority";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { IconButton } from "../icon-button/icon-button.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export const galleryVariants = cva("group/gallery relative isolate overflow-hidden bg-ink-900", {
  variants: {
    variant: {
      web: "h-56 rounded-t-2xl sm:h-72",
      mobile: "h-72",
    },
  },
  defaultVariants: { variant: "web" },
});

export interface ProfileGalleryPhoto {
  id: number;
  img: string;
}

export interface ProfileGalleryLabels {
  /** Names the gallery's region ("Photos of Mia89"). */
  region: string;
  previous: string;
  next: string;
  /** "Photo {n} of {total}": said as the gallery steps. */
  position: (index: number, total: number) => string;
  /** The text of photo n ("Mia89's photo 2"). */
  photo: (index: number) => string;
}

export type ProfileGalleryProps = VariantProps<typeof galleryVariants> & {
  /** The member's photos, in the order shown. */
  photos: readonly ProfileGalleryPhoto[];
  /** The gallery's words (its name, the arrows, each slide's position) in the reader's language. */
  labels: ProfileGalleryLabels;
  /** Extra classes for the gallery. */
  className?: string;
};

/**
 * A member's photos across the top of the profile: swiped on a phone (CSS scroll snap, no script
 * for the motion), stepped with the arrow buttons or the arrow keys once focused. Each slide is a
 * group named by its position, so a screen reader hears where it is.
 */
export function ProfileGallery({ photos, labels, variant = "web", className }: ProfileGalleryProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // The slide a button or key asked for: the scroll on its way there does not move the index back.
  const heading = useRef<number | null>(null);
  const total = photos.length;

  // Which slide is in view follows the scroll, whatever moved it (finger, key, button).
  useEffect(() => {
    const el = track.current;
    if (!el || total < 2) return;
    const onScroll = () => {
      const width = el.clientWidth || 1;
      const seen = Math.min(total - 1, Math.max(0, Math.round(Math.abs(el.scrollLeft) / width)));
      if (heading.current !== null) {
        if (seen === heading.current) heading.current = null;
        return;
      }
      setIndex(seen);
    };
    const onEnd = () => {
      heading.current = null;
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    el.addEventListener("scrollend", onEnd);
    return () => {
      el.removeEventListener("scroll", onScroll);
      el.removeEventListener("scrollend", onEnd);
    };
  }, [total]);

  const go = useCallback(
    (next: number) => {
      const el = track.current;
      const target = Math.min(total - 1, Math.max(0, next));
      setIndex(target);
      if (!el) return;
      heading.current = target;
      const slide = el.children[target] as HTMLElement | undefined;
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      el.scrollTo({
        left: slide?.offsetLeft ?? target * el.clientWidth,
        behavior: reduce ? "auto" : "smooth",
      });
    },
    [total],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      go(index + step);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      go(event.key === "Home" ? 0 : total - 1);
    }
  };

  if (total === 0) return null;
  return (
    <section
      data-slot="profile-gallery"
      data-variant={variant}
      aria-roledescription="carousel"
      aria-label={labels.region}
      className={cn(galleryVariants({ variant }), className)}
    >
      {/* The track scrolls, so it takes focus (as a browser lets any scroller); focused, the arrow keys step it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys only scroll what is focused. */}
      <div
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller must be reachable by keyboard
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:-outline-offset-4 motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, i) => (
          <div
            key={photo.id}
            aria-hidden={i === index ? undefined : true}
            className="relative size-full shrink-0 snap-center snap-always"
          >
            <img
              src={photo.img}
              alt={labels.photo(i + 1)}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              draggable={false}
              className="size-full object-cover"
            />
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {labels.position(index + 1, total)}
      </p>
      {/* A soft shade at the bottom keeps the dots readable on any photo. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-ink-900/45 to-transparent"
      />
      {total > 1 && (
        <>
          <IconButton
            label={labels.previous}
            size="sm"
            variant="outline"
            disabled={index === 0}
            onClick={() => go(index - 1)}
            className="absolute start-3 top-1/2 -translate-y-1/2 bg-surface/90 shadow-card backdrop-blur-sm disabled:opacity-0"
          >
            <LineIcon>
              <path d="M15 18l-6-6 6-6" />
            </LineIcon>
          </IconButton>
          <IconButton
            label={labels.next}
            size="sm"
            variant="outline"
            disabled={index === total - 1}
            onClick={() => go(index + 1)}
            className="absolute end-3 top-1/2 -translate-y-1/2 bg-surface/90 shadow-card backdrop-blur-sm disabled:opacity-0"
          >
            <LineIcon>
              <path d="M9 18l6-6-6-6" />
            </LineIcon>
          </IconButton>
          <div
            data-slot="profile-gallery-dots"
            aria-hidden
            className={cn(
              "pointer-events-none absolute inset-x-0 flex justify-center gap-1.5",
              variant === "mobile" ? "top-3" : "bottom-3 sm:bottom-4",
            )}
          >
            {photos.map((photo, i) => (
              <span
                key={photo.id}
                className={cn(
                  "h-1.5 rounded-full bg-white transition-all",
                  i === index ? "w-5" : "w-1.5 opacity-60",
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
