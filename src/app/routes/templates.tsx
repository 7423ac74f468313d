import { ResourcePage } from '@/features/resources/components/resource-page';

export function Component() {
  return <ResourcePage kind="templates" />;
}
