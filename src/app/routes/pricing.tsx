import { PricingPage } from '@/features/pricing/components/pricing-page';

export function Component() {
  return <PricingPage />;
}
