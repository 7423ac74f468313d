import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { AdminArea } from '@/features/admin/components/admin-area';
import { PostEditorPage } from '@/features/admin/components/post-editor-page';
import { useLocale } from '@/i18n/use-locale';
import { WithQueryClient } from '../with-query-client';

/** /admin/post/new and /admin/post/:id. A non-admin is sent back to /admin. */
export function Component() {
  const text = useLocale().messages.admin;
  const id = useParams().id ?? 'new';
  const isNew = id === 'new';
  return (
    <WithQueryClient>
      <PageHead
        title={isNew ? text.editor.newTitle : text.editor.editTitle}
        description={text.metaDescription}
        path={isNew ? paths.adminNewPost : paths.adminEditPost(id)}
        noindex
      />
      <AdminArea deniedPath={paths.admin}>
        <PostEditorPage key={id} id={id} />
      </AdminArea>
    </WithQueryClient>
  );
}
