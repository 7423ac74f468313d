import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { DemoFrame } from './demo-frame';
import { Faq } from './faq';
import { Features, featuresSectionId } from './features';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { Integrations } from './integrations';
import { PainPoints } from './pain-points';
import { Results } from './results';
import { RoleTabs } from './role-tabs';
import { Testimonial } from './testimonial';
import { TrustedBy } from './trusted-by';

/** The landing page (spec §2 Home), in the order the spec lists its sections. */
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
      <TrustedBy />
      <PainPoints />
      <Features />
      <Testimonial />
      <RoleTabs />
      <Results />
      <Integrations />
      <FinalCta />
      <Faq />
    </>
  );
}
