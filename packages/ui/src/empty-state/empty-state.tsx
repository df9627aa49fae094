import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** Replaces the default illustration; keep it decorative (aria-hidden). */
  icon?: ReactNode;
  /** Defaults to ui:empty. */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link that helps the member move on. */
  action?: ReactNode;
};

export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  const { t } = useTranslation("ui");
  return (
    <div
      data-slot="empty-state"
      className={cn("mx-auto flex max-w-sm flex-col items-center px-6 py-10 text-center", className)}
      {...props}
    >
      <div className="mb-5 text-brand-400">{icon ?? <EmptyIllustration />}</div>
      <p className="text-balance font-semibold text-base text-ink-900">{title ?? t("empty")}</p>
      {description && <p className="mt-1.5 text-pretty text-ink-600 text-sm">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}

/** Two chat bubbles and a heart on a soft blush disc: friendly, not sad. */
function EmptyIllustration() {
  return (
    <svg viewBox="0 0 120 96" className="h-24 w-30" aria-hidden>
      <ellipse cx="60" cy="52" rx="46" ry="40" className="fill-brand-50" />
      <ellipse cx="60" cy="88" rx="30" ry="3.5" className="fill-ink-100" />
      <rect
        x="22"
        y="26"
        width="50"
        height="34"
        rx="12"
        className="fill-surface stroke-ink-200"
        strokeWidth="2"
      />
      <path
        d="M34 60l-4 10 12-10z"
        className="fill-surface stroke-ink-200"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M33 38h28M33 47h18" className="stroke-ink-200" strokeWidth="3" strokeLinecap="round" />
      <rect
        x="56"
        y="40"
        width="42"
        height="30"
        rx="11"
        className="fill-brand-100 stroke-brand-300"
        strokeWidth="2"
      />
      <path
        d="M86 70l4 9-11-9z"
        className="fill-brand-100 stroke-brand-300"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M77 63s-9-5.2-9-10.6a4.6 4.6 0 019-1.5 4.6 4.6 0 019 1.5C86 57.8 77 63 77 63z"
        className="fill-brand-500"
      />
      <path
        d="M98 20v8M94 24h8M18 70v6M15 73h6"
        className="stroke-gold"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="92" cy="34" r="2" className="fill-brand-300" />
    </svg>
  );
}
