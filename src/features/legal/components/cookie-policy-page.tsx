import { CookieSettingsButton } from '@/components/layout/cookie-banner';
import { PageHead } from '@/components/seo/page-head';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { StoredItemGroup } from '@/config/stored-items';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cookiePolicyLastUpdated } from '../last-updated';
import { cookieSections, storedItemSections } from '../sections';
import { LegalDocument, type LegalSection } from './legal-document';
import { StoredItems } from './stored-items';

/** The geolocation service the policy names: the host the country lookup really asks. */
const geolocationService = new URL(site.geolocationUrl).host;

function withService(section: LegalSection): LegalSection {
  const fill = (text: string) => format(text, { service: geolocationService });
  return {
    title: fill(section.title),
    body: section.body.map(fill),
    ...(section.items ? { items: section.items.map(fill) } : {}),
  };
}

/**
 * /cookies (linked from the footer): everything the site stores, with why, how long and the legal
 * basis, the country lookup that waits for consent, who else may store, and how to choose again.
 */
export function CookiePolicyPage() {
  const { messages } = useLocale();
  const text = messages.legal.cookies;
  const itemLists = Object.fromEntries(
    (Object.entries(storedItemSections) as [StoredItemGroup, string][]).map(([group, id]) => [
      id,
      <StoredItems key={group} group={group} service={geolocationService} />,
    ]),
  );
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
        sections={cookieSections.map(({ key, id }) => ({
          id,
          section: withService(text.sections[key]),
        }))}
        sectionExtras={{
          ...itemLists,
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
