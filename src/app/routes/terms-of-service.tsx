import { LegalPage } from '@/features/legal/components/legal-page';

export function Component() {
  return <LegalPage document="terms" />;
}
