import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { withColon } from '@/i18n/punctuation';
import { useLocale } from '@/i18n/use-locale';
import { CookieSettingsButton } from './cookie-banner';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo';
import { LocalizedLink } from '@/components/localized-link';

/*
 * The year is taken when the module loads, on the build machine for the prerendered HTML and in
 * the browser after hydration. They only differ between New Year and the next build, so the text
 * is allowed to differ instead of reading the clock during render.
 */
const copyrightYear = new Date().getFullYear();

type FooterLink =
  | { label: string; to: string }
  | { label: string; href: string }
  | { label: string; cookieSettings: true };

const linkClass =
  'text-caption text-white/70 hover:text-white rounded-sm transition-colors focus-visible:outline-white';

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-caption font-semibold text-white">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.label}>
            {'cookieSettings' in link ? (
              <CookieSettingsButton className={`${linkClass} cursor-pointer text-left`} />
            ) : 'to' in link ? (
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            ) : (
              <a href={link.href} className={linkClass}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer: link columns, San Francisco address, contact e-mail. */
export function Footer() {
  const { messages, localizePath, language } = useLocale();
  const text = messages.common.footer;
  const nav = messages.common.nav;
  const mailto = `mailto:${site.contactEmail}`;
  const { street, city, region, postalCode, country } = site.address;

  const columns: { title: string; links: FooterLink[] }[] = [
    {
      title: text.product,
      links: [
        { label: nav.pricing, to: localizePath(paths.pricing) },
        { label: nav.agencies, to: localizePath(paths.agencies) },
        { label: text.integrations, to: `${localizePath(paths.home)}#integrations` },
        { label: text.liveAgent, to: localizePath(paths.live) },
      ],
    },
    {
      title: text.resources,
      links: [
        { label: nav.blog, to: localizePath(paths.blog) },
        { label: nav.events, to: localizePath(paths.events) },
        { label: nav.templates, to: localizePath(paths.templates) },
        { label: nav.videos, to: localizePath(paths.videos) },
        { label: nav.webinars, to: localizePath(paths.webinars) },
      ],
    },
    {
      title: text.company,
      links: [
        { label: text.brand, to: localizePath(paths.brand) },
        {
          label: text.careers,
          href: `${mailto}?subject=${encodeURIComponent(
            format(text.careersSubject, { product: site.productName }),
          )}`,
        },
        { label: text.contact, href: mailto },
      ],
    },
    {
      title: text.legal,
      links: [
        { label: text.privacyPolicy, to: localizePath(paths.privacyPolicy) },
        { label: text.termsOfService, to: localizePath(paths.termsOfService) },
        { label: text.cookies, to: localizePath(paths.cookies) },
        { label: messages.common.cookies.settings, cookieSettings: true },
      ],
    },
  ];

  return (
    <footer className="bg-ink render-when-near text-white">
      <div className="container grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr] lg:gap-16">
        <div className="flex flex-col items-start gap-6">
          <LocalizedLink
            to={paths.home}
            aria-label={format(messages.common.brandHome, { product: site.productName })}
            className="flex items-center gap-2 rounded-md focus-visible:outline-white"
          >
            <LogoMark />
            <span className="text-subheading font-extrabold tracking-tight">
              {site.productName}
            </span>
          </LocalizedLink>
          <p className="text-caption max-w-sm text-white/70">{text.tagline}</p>
          <address className="text-caption flex flex-col gap-3 text-white/70 not-italic">
            <span className="flex gap-2.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-white/50" />
              <span>
                <span className="sr-only">{withColon(text.addressLabel, language)}</span>
                {street}
                <br />
                {city}, {region} {postalCode}, {country}
              </span>
            </span>
            <span className="flex gap-2.5">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-white/50" />
              <span>
                <span className="sr-only">{withColon(text.emailLabel, language)}</span>
                <a
                  href={mailto}
                  className="rounded-sm text-white underline-offset-4 hover:underline focus-visible:outline-white"
                >
                  {site.contactEmail}
                </a>
              </span>
            </span>
          </address>
        </div>
        <nav
          aria-label={text.navLabel}
          // A long word (Datenschutzerklärung) breaks rather than push a phone's page sideways.
          className="grid grid-cols-2 gap-x-6 gap-y-10 [overflow-wrap:anywhere] sm:grid-cols-4"
        >
          {columns.map((column) => (
            <FooterColumn key={column.title} title={column.title} links={column.links} />
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col-reverse items-start justify-between gap-4 py-6 sm:flex-row sm:items-center">
          <p className="text-micro tracking-normal text-white/60">
            <span suppressHydrationWarning>
              {format(text.copyright, { year: copyrightYear, product: site.productName })}
            </span>
          </p>
          <LanguageSwitcher side="top" align="end" tone="inverse" />
        </div>
      </div>
    </footer>
  );
}
