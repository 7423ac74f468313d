import { CookieSettingsButton } from '@/components/layout/cookie-banner';
import { PageHead } from '@/components/seo/page-head';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cookiePolicyLastUpdated } from '../last-updated';
import { cookieSections } from '../sections';
import { LegalDocument } from './legal-document';

/** /cookies: what the site stores, who else may, and how to choose again. */
export function CookiePolicyPage() {
  const { messages } = useLocale();
  const text = messages.legal.cookies;
  return (
    <>
      <PageHead
        title={text.metaTitle}
        description={format(text.metaDescription, { product: site.productName })}
        path={paths.cookies}
      />
      <LegalDocument
        title={text.title}
        summary={text.summary}
        lastUpdated={cookiePolicyLastUpdated}
        sections={cookieSections.map(({ key, id }) => ({ id, section: text.sections[key] }))}
        sectionExtras={{
          'changing-your-choice': (
            <p className="not-prose mt-6">
              <CookieSettingsButton className={buttonVariants({ variant: 'default' })} />
            </p>
          ),
        }}
      />
    </>
  );
}
