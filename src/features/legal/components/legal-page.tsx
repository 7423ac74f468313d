import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { legalLastUpdated } from '../last-updated';
import { privacySections, termsSections } from '../sections';
import { LegalDocument, type LegalSection } from './legal-document';

/** The legal documents that are text only: their address and their sections in order. */
const documents = {
  privacy: { path: paths.privacyPolicy, sections: privacySections },
  terms: { path: paths.termsOfService, sections: termsSections },
} as const;

/** The privacy policy or the terms of service, in the page's language. */
export function LegalPage({ document }: { document: keyof typeof documents }) {
  const { messages } = useLocale();
  const text = messages.legal[document];
  const { path, sections } = documents[document];
  // Each document's section keys are checked against its catalogue in sections.ts.
  const texts: Readonly<Record<string, LegalSection>> = text.sections;
  return (
    <>
      <PageHead
        title={text.metaTitle}
        description={format(text.metaDescription, { product: site.productName })}
        path={path}
      />
      <LegalDocument
        title={text.title}
        summary={text.summary}
        lastUpdated={legalLastUpdated[document]}
        sections={sections.map(({ key, id }) => ({ id, section: texts[key]! }))}
      />
    </>
  );
}
