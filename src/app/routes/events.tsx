import { CalendarDays } from 'lucide-react';
import { ResourcePage } from '@/features/resources/components/resource-page';

export function Component() {
  return <ResourcePage kind="events" Icon={CalendarDays} />;
}
