/** Long-form text of the static pages: numbered sections, paragraphs, subtitled parts. */
import type { PageSection, TermsSection } from "@site/i18n";
import type { ReactNode } from "react";

export function Prose({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-6 border-b border-ink-100 pb-5 sm:mb-8 sm:pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-base text-ink-600 sm:text-lg">{lead}</p>
        {updated && <p className="mt-2 text-sm text-ink-500">{updated}</p>}
      </header>
      <div className="grid gap-8">{children}</div>
    </article>
  );
}

export function Section({ section, number }: { section: PageSection | TermsSection; number?: number }) {
  const parts = "parts" in section ? section.parts : [];
  return (
    <section aria-labelledby={`s-${number ?? section.title}`}>
      <h2 id={`s-${number ?? section.title}`} className="flex gap-3 text-xl font-semibold text-ink-900">
        {number !== undefined && <span className="text-brand-600 tabular-nums">{number}.</span>}
        <span>{section.title}</span>
      </h2>
      <div className="mt-3 grid gap-3 text-base leading-relaxed text-ink-700">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {parts.length > 0 && (
        <div className="mt-4 grid gap-4 border-l-2 border-brand-100 pl-5">
          {parts.map((part, i) => (
            <section key={part.title}>
              <h3 className="font-semibold text-ink-800">
                {number !== undefined && (
                  <span className="mr-2 text-brand-600 tabular-nums">{`${number}.${i + 1}`}</span>
                )}
                {part.title}
              </h3>
              <div className="mt-2 grid gap-2 text-ink-700">
                {part.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
