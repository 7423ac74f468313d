import { Home } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHead } from '@/components/seo/page-head';
import { paths, splitLanguagePrefix } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { LocalizedLink } from '@/components/localized-link';

/** Unknown paths: a localized page with a way home, never indexed (served with HTTP 404). */
export function NotFound() {
  const { messages } = useLocale();
  const location = useLocation();
  const text = messages.common.notFound;
  return (
    <>
      <PageHead
        title={text.metaTitle}
        description={text.message}
        path={splitLanguagePrefix(location.pathname).path}
        noindex
      />
      <section className="container flex flex-col items-start py-28 sm:py-36">
        <p className="text-caption text-primary font-semibold">404</p>
        <h1 className="text-display mt-2">{text.title}</h1>
        <p className="text-lead text-muted-foreground mt-4 max-w-xl">{text.message}</p>
        <Button asChild className="mt-8">
          <LocalizedLink to={paths.home}>
            <Home aria-hidden />
            {text.home}
          </LocalizedLink>
        </Button>
      </section>
    </>
  );
}
