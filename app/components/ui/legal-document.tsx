import type { LegalSection } from "../../content/types";
import { useUi } from "../../lib/i18n/use-copy";
import { slug } from "../../lib/slug";
import { PageIntro } from "./page-intro";
import { TextWithEmailLinks } from "./text-with-email-links";

interface LegalDocumentProps {
  heading: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  notice?: string;
}

function sectionId(index: number, section: LegalSection): string {
  return `${index + 1}-${slug(section.heading)}`;
}

function ContentsList({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="grid gap-1.5 text-sm">
      {sections.map((section, index) => (
        <li key={section.heading}>
          <a href={`#${sectionId(index, section)}`} className="text-ink-muted no-underline hover:text-accent">
            {index + 1}. {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Terms and privacy: numbered sections with a table of contents, readable line length. */
export function LegalDocument({ heading, lastUpdated, intro, sections, notice }: LegalDocumentProps) {
  const { legal: LEGAL_LABELS } = useUi();
  return (
    <>
      <PageIntro heading={heading}>
        <p className="mt-4 text-sm text-ink-muted">
          <span className="font-semibold text-ink">{LEGAL_LABELS.lastUpdated}:</span>{" "}
          <time>{lastUpdated}</time>
        </p>
      </PageIntro>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[16rem_1fr]">
        {/* Phones: contents folded away above the text. Wide screens: a sticky sidebar. */}
        <details className="rounded-2xl border border-line bg-card p-4 lg:hidden">
          <summary className="cursor-pointer font-semibold">{LEGAL_LABELS.contents}</summary>
          <nav aria-label={LEGAL_LABELS.contents} className="mt-3">
            <ContentsList sections={sections} />
          </nav>
        </details>
        <nav aria-label={LEGAL_LABELS.contents} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">
            {LEGAL_LABELS.contents}
          </h2>
          <div className="mt-3">
            <ContentsList sections={sections} />
          </div>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <p className="text-lg leading-8">{intro}</p>
          {notice && (
            <p className="mt-6 rounded-2xl border border-line bg-page-tint p-5 text-sm leading-6" role="note">
              {notice}
            </p>
          )}
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={sectionId(index, section)} className="mt-10">
              <h2 id={sectionId(index, section)} className="text-xl font-bold tracking-tight">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-ink-muted">
                  <TextWithEmailLinks text={paragraph} />
                </p>
              ))}
              {section.bullets && (
                <ul className="mt-3 list-disc space-y-2 ps-6 leading-7 text-ink-muted marker:text-accent">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
