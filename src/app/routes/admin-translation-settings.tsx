import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { AdminArea } from '@/features/admin/components/admin-area';
import { TranslationSettingsPage } from '@/features/admin/components/translation-settings-page';
import { useLocale } from '@/i18n/use-locale';
import { WithQueryClient } from '../with-query-client';

/** /admin/translation: machine translation's settings and glossary. A non-admin is sent back. */
export function Component() {
  const text = useLocale().messages.admin;
  return (
    <WithQueryClient>
      <PageHead
        title={text.translation.title}
        description={text.metaDescription}
        path={paths.adminTranslationSettings}
        noindex
      />
      <AdminArea deniedPath={paths.admin}>
        <TranslationSettingsPage />
      </AdminArea>
    </WithQueryClient>
  );
}
