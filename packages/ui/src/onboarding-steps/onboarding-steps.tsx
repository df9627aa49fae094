import type { VariantProps } from "class-variance-authority";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "../button/button.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const frameVariants = cva("mx-auto grid w-full gap-5", {
  variants: {
    variant: {
      web: "max-w-xl rounded-3xl bg-surface p-8 shadow-card ring-1 ring-ink-900/5",
      mobile: "px-4 py-6",
    },
  },
  defaultVariants: { variant: "web" },
});

export interface OnboardingStepsLabels {
  /** "Step 2 of 4". */
  progress: string;
  skip: string;
  back: string;
  /** The main button: "Save and continue", or "Finish" on the last step. */
  next: string;
}

export type OnboardingStepsProps = VariantProps<typeof frameVariants> & {
  /** 0-based. */
  step: number;
  /** How many steps the flow has, for the bar and "Step n of N". */
  total: number;
  /** The step's title, the page's h1; it takes the focus when the step changes. */
  title: string;
  /** A line under the title that says what the step is for. */
  description?: string;
  /** The words of the progress and the buttons, in the reader's language. */
  labels: OnboardingStepsLabels;
  /** The step's content (its fields). */
  children: ReactNode;
  /** Called by the main button (save and continue, or finish). */
  onNext: () => void;
  /** Called by Skip: every step may be skipped. */
  onSkip: () => void;
  /** Absent on the first step. */
  onBack?: () => void;
  /**
   * The main button waits (a save on its way).
   * @default false
   */
  busy?: boolean;
  /** Extra classes for the frame. */
  className?: string;
};

/**
 * One step of the first-run flow: where one is (a bar and "Step n of N"), the step's title as the
 * page's h1, its content, and Back, Skip and the main action. Each step is skippable; the heading
 * takes the focus when the step changes, so a keyboard or screen-reader user starts at its top.
 */
export function OnboardingSteps({
  step,
  total,
  title,
  description,
  labels,
  children,
  onNext,
  onSkip,
  onBack,
  busy = false,
  variant = "web",
  className,
}: OnboardingStepsProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step does
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  return (
    <section
      aria-labelledby={headingId}
      data-slot="onboarding-steps"
      data-variant={variant}
      className={cn(frameVariants({ variant }), className)}
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-3">
          <p className="font-medium text-brand-700 text-sm">{labels.progress}</p>
          <Button variant="quiet" size="sm" onClick={onSkip}>
            {labels.skip}
          </Button>
        </div>
        <ol
          aria-hidden
          className="grid gap-1.5"
          style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: total }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are places, fixed in number
              key={i}
              aria-current={i === step ? "step" : undefined}
              className={cn(
                "h-1.5 rounded-full transition-colors",
                i < step ? "bg-brand-600" : i === step ? "bg-brand-400" : "bg-ink-100",
              )}
            />
          ))}
        </ol>
      </div>
      <div className="grid gap-1.5">
        <h1
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-balance font-bold text-2xl text-ink-900 outline-none"
        >
          {title}
        </h1>
        {description && <p className="text-pretty text-ink-600">{description}</p>}
      </div>
      <div>{children}</div>
      <div className="flex flex-wrap-reverse items-center justify-between gap-3 pt-1">
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            {labels.back}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onNext} loading={busy} className={variant === "mobile" ? "flex-1" : undefined}>
          {labels.next}
        </Button>
      </div>
    </section>
  );
}
