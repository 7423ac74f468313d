import { languageTags } from '@/config/languages';
import { site } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { absoluteUrl, alternateLinks, ogLocales } from '@/lib/seo';
import { webPageJsonLd } from '@/lib/structured-data';

export interface PageHeadProps {
  title: string;
  /**
   * The title is complete as given (a post's SEO title, written for search results): the
   * product's name is not added to it.
   */
  titleAsIs?: boolean;
  description: string;
  /** Language-neutral path of the page, e.g. paths.pricing. */
  path: string;
  /** Pages that must not be indexed (not-found, admin). */
  noindex?: boolean;
  image?: string | null;
  type?: 'website' | 'article';
  /**
   * Alternates and canonical of a page whose versions live at different paths (a post and its
   * translations); by default every language of `path`.
   */
  versions?: { alternates: { hrefLang: string; href: string }[]; canonical: string };
  /** Extra tags for articles etc. */
  children?: React.ReactNode;
}

/**
 * Title, description, canonical, hreflang alternates and social cards, rendered with React 19's
 * own head tags: they are hoisted into <head> on the client and into the prerendered HTML. An
 * indexable page also carries WebPage structured data naming its language (articles carry their
 * own BlogPosting instead); that script stays where it is rendered, in the body.
 */
export function PageHead({
  title,
  titleAsIs = false,
  description,
  path,
  noindex,
  image,
  type = 'website',
  versions,
  children,
}: PageHeadProps) {
  const { language } = useLocale();
  const fullTitle =
    titleAsIs || title.includes(site.productName) ? title : `${title} | ${site.productName}`;
  const canonical = versions?.canonical ?? absoluteUrl(path, language);
  const imageUrl = image ? new URL(image, site.origin).toString() : `${site.origin}/og-image.jpg`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {noindex
        ? null
        : (versions?.alternates ?? alternateLinks(path)).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[language]} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {noindex || type !== 'website' ? null : (
        <script
          type="application/ld+json"
          data-page-json-ld=""
          // webPageJsonLd (lib/structured-data.ts): no title or description can end the script.
          dangerouslySetInnerHTML={{
            __html: webPageJsonLd({
              name: fullTitle,
              description,
              url: canonical,
              inLanguage: languageTags[language],
              site: { name: site.productName, url: `${site.origin}/` },
            }),
          }}
        />
      )}
      {children}
    </>
  );
}
