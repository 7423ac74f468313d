import { Home } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHead } from '@/components/seo/page-head';
import { paths, splitLanguagePrefix } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';

/** Unknown paths: a localized page with a way home, never indexed (served with HTTP 404). */
export function NotFound() {
  const { messages, localizePath } = useLocale();
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
          <Link to={localizePath(paths.home)}>
            <Home aria-hidden />
            {text.home}
          </Link>
        </Button>
      </section>
    </>
  );
}
