import { Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { formatLegalDate } from '../last-updated';

export interface LegalSection {
  title: string;
  body: readonly string[];
  items?: readonly string[];
}

export interface LegalDocumentProps {
  title: string;
  summary: string;
  /** In reading order; `id` is the in-page anchor (stable across languages). */
  sections: readonly { id: string; section: LegalSection }[];
  /** ISO day the document was last changed (last-updated.ts). */
  lastUpdated: string;
  /** Extra content at the end of a section, by section id (e.g. the cookie settings button). */
  sectionExtras?: Readonly<Record<string, ReactNode>>;
}

/** A `{product}` placeholder is filled in every legal sentence. */
function fill(text: string): string {
  return format(text, { product: site.productName });
}

/**
 * One layout for the Privacy Policy, the Terms of Service and the Cookie Policy: title, last-updated date, a table
 * of contents with in-page anchors and numbered sections in readable prose. The section with id
 * `contact` ends with the company's postal address and mailbox.
 */
export function LegalDocument({
  title,
  summary,
  sections,
  lastUpdated,
  sectionExtras = {},
}: LegalDocumentProps) {
  const { messages, language } = useLocale();
  const text = messages.legal;
  const { address } = site;

  return (
    <div className="container py-16 sm:py-24">
      <header className="max-w-3xl">
        <h1 className="text-display text-balance">{title}</h1>
        <p className="text-lead text-muted-foreground mt-4 text-pretty [word-break:auto-phrase]">
          {fill(summary)}
        </p>
        <p className="text-caption text-muted-foreground mt-6">
          <LastUpdated
            template={text.lastUpdated}
            isoDate={lastUpdated}
            date={formatLegalDate(language, lastUpdated)}
          />
        </p>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-contents"
            className="text-micro text-muted-foreground font-semibold tracking-wider uppercase"
          >
            {text.contents}
          </h2>
          <ol className="border-border mt-3 space-y-1 border-l">
            {sections.map(({ id, section }, index) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="text-caption text-muted-foreground hover:text-foreground hover:border-primary -ml-px flex gap-2 border-l-2 border-transparent py-1 pl-3"
                >
                  <span className="min-w-6 shrink-0 text-right tabular-nums">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="prose prose-slate prose-headings:font-bold prose-headings:text-foreground prose-a:text-primary prose-p:text-pretty max-w-prose">
          {sections.map(({ id, section }, index) => (
            <section key={id} aria-labelledby={id} data-legal-section={id}>
              <h2 id={id} className="scroll-mt-24">
                <span className="text-primary tabular-nums">{index + 1}.</span> {section.title}
              </h2>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              ) : null}
              {sectionExtras[id]}
              {id === 'contact' ? (
                <div className="not-prose border-border bg-muted mt-6 grid gap-4 rounded-xl border p-6 sm:grid-cols-2">
                  <div className="flex gap-3">
                    <MapPin aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
                    <div>
                      <p className="text-caption text-muted-foreground font-semibold">
                        {text.addressLabel}
                      </p>
                      <address className="text-body not-italic">
                        {site.productName}, Inc.
                        <br />
                        {address.street}
                        <br />
                        {address.city}, {address.region} {address.postalCode}
                        <br />
                        {address.country}
                      </address>
                    </div>
                  </div>
                  <div className="flex gap-3">
                    <Mail aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
                    <div>
                      <p className="text-caption text-muted-foreground font-semibold">
                        {text.emailLabel}
                      </p>
                      <a
                        href={`mailto:${site.contactEmail}`}
                        className="text-body text-primary font-semibold break-all underline-offset-4 hover:underline"
                      >
                        {site.contactEmail}
                      </a>
                    </div>
                  </div>
                </div>
              ) : null}
            </section>
          ))}
          <p className="not-prose mt-12">
            <a href="#main" className="text-caption text-primary font-semibold hover:underline">
              {text.backToTop}
            </a>
          </p>
        </article>
      </div>
    </div>
  );
}

/** "Last updated {date}" with the date as a machine-readable <time>. */
function LastUpdated({
  template,
  isoDate,
  date,
}: {
  template: string;
  isoDate: string;
  date: string;
}) {
  const [before = '', after = ''] = template.split('{date}');
  return (
    <>
      {before}
      <time dateTime={isoDate}>{date}</time>
      {after}
    </>
  );
}
