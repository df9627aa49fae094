import type { VariantProps } from "class-variance-authority";
import { useId } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const aboutVariants = cva("grid gap-4", {
  variants: {
    variant: {
      web: "sm:grid-cols-2",
      mobile: "",
    },
  },
  defaultVariants: { variant: "web" },
});

export interface ProfileAboutPrompt {
  key: string;
  /** The prompt's text in the reader's language. */
  question: string;
  answer: string;
}

export interface ProfileAboutLabels {
  about: string;
  prompts: string;
  interests: string;
  languages: string;
  /** Said when the member has written nothing yet. */
  empty: string;
}

export type ProfileAboutProps = VariantProps<typeof aboutVariants> & {
  /** The member's "about me", as they wrote it; the section is left out when empty. */
  about?: string;
  /**
   * The prompts the member answered, each with its question and answer.
   * @default []
   */
  prompts?: readonly ProfileAboutPrompt[];
  /**
   * What the member looks for, already named in the reader's language.
   * @default []
   */
  interests?: readonly string[];
  /**
   * The languages the member reads, named; absent or empty says nothing.
   * @default []
   */
  languages?: readonly string[];
  /** The sections' titles and the empty note, in the reader's language. */
  labels: ProfileAboutLabels;
  /**
   * The heading level of the sections' titles (the page decides the outline).
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Extra classes for the outer element. */
  className?: string;
};

const card = "rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink-900/5 sm:p-5";

/**
 * What a profile's header has no room for: the "about me", the answered prompts, what the member
 * looks for and the languages they read. Each part shows only when it has something to say.
 */
export function ProfileAbout({
  about,
  prompts = [],
  interests = [],
  languages = [],
  labels,
  headingLevel = 2,
  variant = "web",
  className,
}: ProfileAboutProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ids = { about: useId(), prompts: useId(), interests: useId(), languages: useId() };
  const text = about?.trim();
  const answered = prompts.filter((p) => p.answer.trim() !== "");
  const nothing = !text && answered.length === 0 && interests.length === 0 && languages.length === 0;
  const title = "mb-2 font-semibold text-ink-500 text-xs uppercase tracking-wide";

  if (nothing)
    return (
      <p data-slot="profile-about" className={cn(card, "text-center text-ink-500 text-sm", className)}>
        {labels.empty}
      </p>
    );

  return (
    <div
      data-slot="profile-about"
      data-variant={variant}
      className={cn(aboutVariants({ variant }), className)}
    >
      {text && (
        <div className={cn(card, variant === "web" && "sm:col-span-2")}>
          <Heading id={ids.about} className={title}>
            {labels.about}
          </Heading>
          <p className="whitespace-pre-line text-pretty text-ink-800 leading-relaxed wrap-anywhere">{text}</p>
        </div>
      )}
      {answered.length > 0 && (
        <div className={cn("grid gap-3", variant === "web" && "sm:col-span-2")}>
          <Heading id={ids.prompts} className="sr-only">
            {labels.prompts}
          </Heading>
          <ul
            aria-labelledby={ids.prompts}
            className={cn(
              "grid gap-3",
              variant === "web" && answered.length > 1 && "sm:grid-cols-2 lg:grid-cols-3",
            )}
          >
            {answered.map((p) => (
              <li
                key={p.key}
                data-slot="profile-about-prompt"
                className={cn(card, "border-brand-400 border-s-4")}
              >
                <p className="font-medium text-brand-700 text-sm">{p.question}</p>
                <p className="mt-1.5 text-pretty font-semibold text-ink-900 text-lg leading-snug wrap-anywhere">
                  {p.answer}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {interests.length > 0 && (
        <ChipSection
          id={ids.interests}
          title={labels.interests}
          items={interests}
          Heading={Heading}
          className={title}
        />
      )}
      {languages.length > 0 && (
        <ChipSection
          id={ids.languages}
          title={labels.languages}
          items={languages}
          Heading={Heading}
          className={title}
        />
      )}
    </div>
  );
}

function ChipSection({
  id,
  title,
  items,
  Heading,
  className,
}: {
  id: string;
  title: string;
  items: readonly string[];
  Heading: "h2" | "h3";
  className: string;
}) {
  return (
    <div className={card}>
      <Heading id={id} className={className}>
        {title}
      </Heading>
      <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
        {items.map((name) => (
          <li
            key={name}
            className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm ring-1 ring-brand-200 ring-inset"
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
