import { Presentation } from 'lucide-react';
import { ResourcePage } from '@/features/resources/components/resource-page';

export function Component() {
  return <ResourcePage kind="webinars" Icon={Presentation} />;
}
