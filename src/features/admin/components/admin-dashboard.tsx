import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { LocalizedLink } from '@/components/localized-link';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { CoverageView } from './coverage-view';
import { PostsView } from './posts-view';

/** ?view=languages shows the coverage view; the post list is the default. */
const viewParam = 'view';
const languagesView = 'languages';

/**
 * The admin dashboard: the heading, New Post, and two views of the same posts: the list (search,
 * filters, actions) and, for the team that keeps ten languages in step, each original with its
 * languages. The view is in the URL, so it survives a reload and can be shared.
 */
export function AdminDashboard() {
  const { messages } = useLocale();
  const text = messages.admin.dashboard;
  const [params] = useSearchParams();
  const view = params.get(viewParam) === languagesView ? 'languages' : 'posts';
  const tab = (active: boolean) =>
    cn(
      'text-caption rounded-md px-4 py-2 font-semibold transition-colors',
      active
        ? 'bg-background text-foreground shadow-card'
        : 'text-muted-foreground hover:text-foreground',
    );

  return (
    <section className="container py-10 sm:py-14" aria-labelledby="admin-dashboard-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="admin-dashboard-title" tabIndex={-1} className="text-display outline-none">
            {text.heading}
          </h1>
          <p className="text-lead text-muted-foreground mt-2">{text.description}</p>
        </div>
        <LocalizedLink to={paths.adminNewPost} className={buttonVariants()}>
          <Plus aria-hidden />
          {text.newPost}
        </LocalizedLink>
      </div>
      <nav aria-label={text.views} className="mt-6">
        <ul className="bg-muted inline-flex gap-1 rounded-lg p-1">
          <li>
            <LocalizedLink
              to={paths.admin}
              aria-current={view === 'posts' ? 'page' : undefined}
              className={tab(view === 'posts')}
            >
              {text.postsView}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink
              to={`${paths.admin}?${viewParam}=${languagesView}`}
              aria-current={view === 'languages' ? 'page' : undefined}
              className={tab(view === 'languages')}
            >
              {text.languagesView}
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      {view === 'languages' ? <CoverageView /> : <PostsView />}
    </section>
  );
}
