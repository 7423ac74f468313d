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

import type { Messages } from '@/i18n/messages';

export const nl: Messages = {
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
};
