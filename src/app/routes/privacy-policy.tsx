import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';

export function Component() {
  return <PrivacyPolicyPage />;
}
