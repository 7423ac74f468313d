import { env } from './env';
import { paths } from './paths';

/** Product facts and outbound links used across the site. */
export const site = {
  productName: env.VITE_PRODUCT_NAME,
  teamName: `${env.VITE_PRODUCT_NAME} Team`,
  origin: env.VITE_SITE_URL.replace(/\/+$/, ''),
  appUrl: env.VITE_APP_URL,
  affiliateUrl: env.VITE_AFFILIATE_URL,
  contactEmail: env.VITE_CONTACT_EMAIL,
  calLink: env.VITE_CAL_LINK,
  calNamespace: env.VITE_CAL_NAMESPACE,
  demoEmbedUrl: env.VITE_DEMO_EMBED_URL,
  videoEmbedUrl: env.VITE_VIDEO_EMBED_URL,
  geolocationUrl: env.VITE_GEOLOCATION_URL,
  geolocationTimeoutMs: 3000,
  affiliateCommission: '30%',
  address: {
    street: '548 Market St, Suite 36512',
    city: 'San Francisco',
    region: 'CA',
    postalCode: '94104',
    country: 'USA',
  },
  /** External app links (the product itself lives on another host). */
  app: {
    signUp: env.VITE_APP_URL,
    login: env.VITE_APP_URL,
    chat: (id: string) => `${env.VITE_APP_URL.replace(/\/+$/, '')}/share/chat/${id}`,
  },
  livePath: paths.live,
} as const;

/** The product's timings and limits that drive behaviour, in one place. */
export const timings = {
  compactHeaderPx: 50,
  scrolledPx: 20,
  cinemaThreshold: 0.75,
  menuOpenDelayMs: 200,
  menuSkipDelayMs: 300,
  menuCloseDelayMs: 150,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  tabAdvanceMs: 4000,
  painPointRotationMs: 3000,
  logoLoopSeconds: 25,
  toastDurationMs: 4000,
} as const;
