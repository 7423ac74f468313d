import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { AdminArea } from '@/features/admin/components/admin-area';
import { TranslationWorkspacePage } from '@/features/admin/components/translation-workspace/translation-workspace-page';
import { useLocale } from '@/i18n/use-locale';
import { WithQueryClient } from '../with-query-client';

/** /admin/post/:id/workspace: a translation beside its original. A non-admin is sent back. */
export function Component() {
  const text = useLocale().messages.admin;
  const id = useParams().id ?? '';
  return (
    <WithQueryClient>
      <PageHead
        title={text.workspace.title}
        description={text.metaDescription}
        path={paths.adminTranslationWorkspace(id)}
        noindex
      />
      <AdminArea deniedPath={paths.admin}>
        <TranslationWorkspacePage key={id} id={id} />
      </AdminArea>
    </WithQueryClient>
  );
}
