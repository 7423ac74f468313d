import { CookiePolicyPage } from '@/features/legal/components/cookie-policy-page';

export function Component() {
  return <CookiePolicyPage />;
}
