/** Help centre: questions and answers, each a disclosure. */
import { FullPageSpinner } from "../../router/guards.tsx";
import { Prose } from "./prose.tsx";
import { usePages } from "./use-pages.ts";

export default function HelpPage() {
  const pages = usePages();
  if (!pages) return <FullPageSpinner />;
  const { title, lead, faqs } = pages.help;
  return (
    <Prose title={title} lead={lead}>
      <div className="grid gap-3">
        {faqs.map((faq) => (
          <details
            key={faq.q}
            className="group rounded-lg border border-ink-100 bg-surface p-4 shadow-card open:border-brand-200"
          >
            <summary className="cursor-pointer list-none font-semibold text-ink-900 marker:hidden">
              <span
                className="mr-2 inline-block text-brand-600 transition-transform group-open:rotate-90"
                aria-hidden
              >
                ›
              </span>
              {faq.q}
            </summary>
            <p className="mt-3 leading-relaxed text-ink-700">{faq.a}</p>
          </details>
        ))}
      </div>
    </Prose>
  );
}
