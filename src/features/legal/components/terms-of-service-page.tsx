import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { termsSections } from '../sections';
import { LegalDocument } from './legal-document';

export function TermsOfServicePage() {
  const { messages } = useLocale();
  const text = messages.legal.terms;
  return (
    <>
      <PageHead
        title={text.metaTitle}
        description={format(text.metaDescription, { product: site.productName })}
        path={paths.termsOfService}
      />
      <LegalDocument
        title={text.title}
        summary={text.summary}
        sections={termsSections.map(({ key, id }) => ({ id, section: text.sections[key] }))}
      />
    </>
  );
}
