/** The plain static pages: about us, contact us, privacy policy, refund and cancellation. */
import { FullPageSpinner } from "../../router/guards.tsx";
import { Prose, Section } from "./prose.tsx";
import { usePages } from "./use-pages.ts";

type Page = "about" | "contact" | "privacy" | "refund";

function InfoPage({ page }: { page: Page }) {
  const pages = usePages();
  if (!pages) return <FullPageSpinner />;
  const { title, lead, sections } = pages[page];
  return (
    <Prose title={title} lead={lead} updated={page === "privacy" ? pages.lastUpdated : undefined}>
      {sections.map((section) => (
        <Section key={section.title} section={section} />
      ))}
    </Prose>
  );
}

export const AboutPage = () => <InfoPage page="about" />;
export const ContactPage = () => <InfoPage page="contact" />;
export const PrivacyPage = () => <InfoPage page="privacy" />;
export const RefundPage = () => <InfoPage page="refund" />;
