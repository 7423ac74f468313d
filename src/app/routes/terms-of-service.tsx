import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page';

export function Component() {
  return <TermsOfServicePage />;
}
