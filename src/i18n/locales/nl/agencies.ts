import type { Messages } from '@/i18n/messages';

export const agencies: Messages['agencies'] = {
  metaTitle: 'Scale your agency with AI-powered demos',
  metaDescription:
    'White-label AI demos for agencies: multi-client management, advanced analytics and rapid deployment.',
  title: 'Scale your agency with AI-powered demos',
};
