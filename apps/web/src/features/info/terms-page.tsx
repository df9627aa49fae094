/** Terms of use: 12 numbered sections (item 6 with three subtitled parts), then the low and owner sections. */
import { FullPageSpinner } from "../../router/guards.tsx";
import { Prose, Section } from "./prose.tsx";
import { usePages } from "./use-pages.ts";

export default function TermsPage() {
  const pages = usePages();
  if (!pages) return <FullPageSpinner />;
  const { sections, low, owner, title, lead } = pages.terms;
  return (
    <Prose title={title} lead={lead} updated={pages.lastUpdated}>
      <ol className="grid gap-8">
        {sections.map((section, i) => (
          <li key={section.title}>
            <Section section={section} number={i + 1} />
          </li>
        ))}
      </ol>
      <Section section={low} />
      <Section section={owner} />
    </Prose>
  );
}
