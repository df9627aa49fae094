import type { VariantProps } from "class-variance-authority";
import { type ReactNode, useId } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const meterVariants = cva("relative rounded-2xl p-4 sm:p-5", {
  variants: {
    variant: {
      /** On Me: how complete the profile is, and each missing part a link to fix it. */
      card: "bg-surface shadow-card ring-1 ring-ink-900/5",
      /** On home: a warm, dismissible invitation to finish. */
      nudge: "bg-gradient-to-br from-brand-50 via-surface to-gold-light shadow-card ring-1 ring-brand-200",
    },
  },
  defaultVariants: { variant: "card" },
});

export interface CompletenessItem {
  key: string;
  label: string;
  href: string;
}

/** What a link of the meter needs; a router link takes them as they are. */
export interface CompletenessLinkProps {
  className: string;
  children: ReactNode;
}

export type CompletenessMeterProps = VariantProps<typeof meterVariants> & {
  /** 0 to 100. */
  percent: number;
  /** The meter's heading ("Your profile"). */
  title: string;
  /** "75% complete", in the reader's language. */
  percentLabel: string;
  /** Above the missing parts ("Still to do:"), or the whole message once complete. */
  body: string;
  /** The parts still missing, each a link to where it is filled in; empty once complete. */
  missing: readonly CompletenessItem[];
  /** The nudge's main action ("Complete my profile"). */
  action?: CompletenessItem;
  /** With it, a button that puts the meter away. */
  onDismiss?: () => void;
  /** Names the dismiss button (shown with `onDismiss`). */
  dismissLabel?: string;
  /**
   * Renders each link (the app's router link); a plain `<a>` when absent.
   * @default plainLink
   */
  renderLink?: (item: CompletenessItem, props: CompletenessLinkProps) => ReactNode;
  /** Extra classes for the outer element. */
  className?: string;
};

const plainLink = (item: CompletenessItem, props: CompletenessLinkProps) => <a href={item.href} {...props} />;

/** How complete a member's profile is: a bar, and what is missing, each part a link to fix it. */
export function CompletenessMeter({
  percent,
  title,
  percentLabel,
  body,
  missing,
  action,
  onDismiss,
  dismissLabel,
  renderLink = plainLink,
  variant = "card",
  className,
}: CompletenessMeterProps) {
  const titleId = useId();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const done = value >= 100;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="completeness-meter"
      data-variant={variant}
      data-state={done ? "complete" : "incomplete"}
      className={cn(meterVariants({ variant }), className)}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-base text-ink-900">
          {title}
        </h2>
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            className="-me-1 -mt-1 shrink-0 rounded-full px-2 py-1 font-medium text-ink-600 text-sm hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-brand-300"
          >
            {dismissLabel}
          </button>
        )}
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={percentLabel}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink-100"
        >
          <div
            className={cn(
              "h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none",
              done ? "bg-success-500" : "bg-gradient-to-r from-brand-500 to-brand-600",
            )}
            style={{ width: `${value}%` }}
          />
        </div>
        <span className="shrink-0 font-semibold text-ink-800 text-sm tabular-nums">{percentLabel}</span>
      </div>
      <p className="mt-3 text-ink-600 text-sm">{body}</p>
      {!done && missing.length > 0 && (
        <ul className="mt-2 grid gap-1">
          {missing.map((item) => (
            <li key={item.key}>
              {renderLink(item, {
                className:
                  "group flex min-h-10 items-center gap-2 rounded-lg px-2 -mx-2 font-medium text-brand-700 text-sm hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-300",
                children: (
                  <>
                    <span
                      aria-hidden
                      className="grid size-5 place-items-center rounded-full ring-2 ring-brand-300 ring-inset"
                    />
                    <span className="flex-1">{item.label}</span>
                    {/* Drawn here, not with LineIcon: home loads the meter after its first screen, alone. */}
                    <svg
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={1.8}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      aria-hidden
                      className="size-4 text-brand-400 transition-transform group-hover:translate-x-0.5"
                    >
                      <path d="M9 18l6-6-6-6" />
                    </svg>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      )}
      {action &&
        !done &&
        renderLink(action, {
          className:
            "mt-3 inline-flex h-10 items-center justify-center rounded-full bg-brand-600 px-5 font-medium text-sm text-white shadow-raised hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:outline-offset-2",
          children: action.label,
        })}
    </section>
  );
}
