import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { privacySections } from '../sections';
import { LegalDocument } from './legal-document';

export function PrivacyPolicyPage() {
  const { messages } = useLocale();
  const text = messages.legal.privacy;
  return (
    <>
      <PageHead
        title={text.metaTitle}
        description={format(text.metaDescription, { product: site.productName })}
        path={paths.privacyPolicy}
      />
      <LegalDocument
        title={text.title}
        summary={text.summary}
        sections={privacySections.map(({ key, id }) => ({ id, section: text.sections[key] }))}
      />
    </>
  );
}
