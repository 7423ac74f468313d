import type { Namespace } from '@/config/namespaces';
import { admin } from './admin';
import { agencies } from './agencies';
import { auth } from './auth';
import { blog } from './blog';
import { brand } from './brand';
import { common } from './common';
import { home } from './home';
import { legal } from './legal';
import { live } from './live';
import { pricing } from './pricing';
import { resources } from './resources';

export const en = {
  common,
  home,
  auth,
  pricing,
  legal,
  agencies,
  resources,
  blog,
  brand,
  live,
  admin,
  // Exactly the namespaces the configuration lists: one missing or one more fails the typecheck.
} satisfies Record<Namespace, object>;
