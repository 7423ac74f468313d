import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { AdminArea } from '@/features/admin/components/admin-area';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useLocale } from '@/i18n/use-locale';
import { WithQueryClient } from '../with-query-client';

/** /admin: the posts table for admins. A non-admin is sent to the home page. */
export function Component() {
  const text = useLocale().messages.admin;
  return (
    <WithQueryClient>
      <PageHead
        title={text.dashboard.heading}
        description={text.metaDescription}
        path={paths.admin}
        noindex
      />
      <AdminArea deniedPath={paths.home}>
        <AdminDashboard />
      </AdminArea>
    </WithQueryClient>
  );
}
