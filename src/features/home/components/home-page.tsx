import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { island } from '@/lib/island';
import { DemoFrame } from './demo-frame';
import { Hero } from './hero';

/** The sections under the first screen: server HTML at once, their code when scrolled near. */
const BelowTheFold = island('home-below-the-fold', () =>
  import('./below-the-fold').then(({ BelowTheFold }) => BelowTheFold),
);

/** features.tsx's section id, repeated so the first view does not import that section. */
const featuresSectionId = 'features';

/** The landing page, its sections in reading order. */
export function HomePage() {
  const { messages } = useLocale();
  return (
    <>
      <PageHead
        title={messages.home.metaTitle}
        description={messages.home.metaDescription}
        path={paths.home}
      />
      <Hero />
      <DemoFrame skipTargetId={featuresSectionId} />
      <BelowTheFold />
    </>
  );
}
