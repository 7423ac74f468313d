import { LivePage } from '@/features/live/components/live-page';

export function Component() {
  return <LivePage />;
}
