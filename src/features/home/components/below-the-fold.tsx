import { Faq } from './faq';
import { Features } from './features';
import { FinalCta } from './final-cta';
import { Integrations } from './integrations';
import { PainPoints } from './pain-points';
import { Results } from './results';
import { RoleTabs } from './role-tabs';
import { Testimonial } from './testimonial';
import { TrustedBy } from './trusted-by';

/** The home page after the demo frame: one island, hydrated when the browser is idle. */
export function BelowTheFold() {
  return (
    <>
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
