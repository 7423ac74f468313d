import { BrandPage } from '@/features/brand/components/brand-page';

export function Component() {
  return <BrandPage />;
}
