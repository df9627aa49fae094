import { type ComponentProps, useCallback, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { countryName, type MemberSummary, vipRing } from "../member-card/member-facts.tsx";
import { OnlineDot } from "../online-dot/online-dot.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export type WallCarouselProps = Omit<ComponentProps<"section">, "children"> & {
  /** The members on the wall, in the order shown. */
  members: readonly MemberSummary[];
  /** Called with the member whose portrait is pressed. */
  onOpen: (member: MemberSummary) => void;
  /**
   * Placeholders while the wall loads, so the page does not jump.
   * @default false
   */
  loading?: boolean;
};

/**
 * The home wall of spec §2: a row of members to meet that scrolls sideways, one page at a time with
 * the arrows (or by swipe, wheel or keyboard), snapping to each portrait. It never moves by itself:
 * a member reads at their own pace (WCAG 2.2.2).
 */
export function WallCarousel({ members, onOpen, loading = false, className, ...props }: WallCarouselProps) {
  const { t, i18n } = useTranslation("feed");
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const titleId = useId();

  const measure = useCallback(() => {
    const list = track.current;
    if (!list) return;
    // Right-to-left scrolls negative; the wall is left-to-right in every language we speak.
    const max = list.scrollWidth - list.clientWidth;
    setEdges({ start: list.scrollLeft <= 1, end: list.scrollLeft >= max - 1 });
  }, []);

  // Measured before the first paint (the arrows never flash the wrong state), and again when
  // members come or go (the list's own box keeps its size then, so the observer would not notice).
  // biome-ignore lint/correctness/useExhaustiveDependencies: members.length is the trigger
  useLayoutEffect(() => {
    measure();
    const list = track.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, members.length]);

  const page = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  };

  if (!loading && members.length === 0) return null;

  return (
    <section
      data-slot="wall-carousel"
      aria-labelledby={titleId}
      // min-w-0: in a grid or flex parent the row scrolls inside the wall instead of widening the parent.
      className={cn("min-w-0 rounded-xl bg-surface p-5 shadow-card", className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-ink-900">
          {t("wall.title")}
        </h2>
        <div className="flex gap-1">
          <IconButton
            size="sm"
            variant="outline"
            label={t("wall.previous")}
            disabled={edges.start}
            onClick={() => page(-1)}
          >
            <LineIcon>
              <path d="M15 18l-6-6 6-6" />
            </LineIcon>
          </IconButton>
          <IconButton
            size="sm"
            variant="outline"
            label={t("wall.next")}
            disabled={edges.end}
            onClick={() => page(1)}
          >
            <LineIcon>
              <path d="M9 18l6-6-6-6" />
            </LineIcon>
          </IconButton>
        </div>
      </div>
      <ul
        ref={track}
        onScroll={measure}
        aria-busy={loading || undefined}
        className="-mx-1 mt-3 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]"
      >
        {loading && members.length === 0
          ? Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
              <li key={i} aria-hidden className="w-28 shrink-0 snap-start">
                <div className="aspect-[3/4] animate-pulse rounded-xl bg-ink-100" />
                <div className="mt-2 h-3 w-20 animate-pulse rounded bg-ink-100" />
              </li>
            ))
          : members.map((member) => (
              <li key={member.id} className="w-28 shrink-0 snap-start">
                <button
                  type="button"
                  onClick={() => onOpen(member)}
                  className="group block w-full rounded-xl text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
                >
                  <span className="relative block aspect-[3/4] overflow-hidden rounded-xl bg-ink-100">
                    {member.avatar ? (
                      <img
                        src={member.avatar}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                      />
                    ) : (
                      <span className="flex size-full items-center justify-center">
                        <Avatar src="" name={member.username} size="lg" ring={vipRing(member.vip)} alt="" />
                      </span>
                    )}
                    {member.is_online === 1 && (
                      <OnlineDot online decorative className="absolute top-2 right-2" />
                    )}
                  </span>
                  <span className="mt-1.5 block truncate font-medium text-ink-900 text-sm">
                    {member.username}
                  </span>
                  <span className="block truncate text-ink-600 text-xs">
                    {[member.age, member.country && countryName(member.country, i18n.language)]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </button>
              </li>
            ))}
      </ul>
    </section>
  );
}
