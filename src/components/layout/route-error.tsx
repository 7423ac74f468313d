import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { NotFound } from './not-found';
import { LocalizedLink } from '@/components/localized-link';

/**
 * The router's error screen. A 404 (unknown path or language) shows the not-found page; anything
 * else shows the spec's heading, 'Unexpected Application Error!', in the page's language.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <UnexpectedError error={error} />;
}

/** 'Unexpected Application Error!' with a way out: reload, or go home. */
export function UnexpectedError({ error }: { error: unknown }) {
  const { messages } = useLocale();
  console.error(error);
  return (
    <section role="alert" className="container py-28 sm:py-36">
      <h1 className="text-display">{messages.common.error.title}</h1>
      <p className="text-lead text-muted-foreground mt-4 max-w-xl">
        {messages.common.error.message}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{messages.common.error.reload}</Button>
        <Button asChild variant="outline">
          <LocalizedLink to={paths.home}>{messages.common.error.home}</LocalizedLink>
        </Button>
      </div>
    </section>
  );
}
