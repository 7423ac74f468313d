import { AgenciesPage } from '@/features/agencies/components/agencies-page';

export function Component() {
  return <AgenciesPage />;
}
