import { ArrowLeft, RotateCcw } from 'lucide-react';
import { LocalizedLink } from '@/components/localized-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { NotATranslationError, useTranslationWorkspace } from '../../api/get-translation-workspace';
import { CenteredStatus } from '../centered-status';
import { TranslationWorkspace } from './translation-workspace';

/** /admin/post/:id/workspace: a translation beside its original, loaded fresh on every visit. */
export function TranslationWorkspacePage({ id }: { id: string }) {
  const { messages } = useLocale();
  const text = messages.admin.workspace;
  const languageName = useLanguageName();
  const workspace = useTranslationWorkspace(id);
  const data = workspace.data;
  return (
    <section className="container py-10 sm:py-14" aria-labelledby="workspace-title">
      <LocalizedLink
        to={paths.adminEditPost(id)}
        className="text-caption text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 font-medium"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {text.backToEditor}
      </LocalizedLink>
      <h1 id="workspace-title" className="text-display mt-3">
        {text.title}
      </h1>
      {data ? (
        <p className="text-body text-muted-foreground mt-2 mb-8 max-w-3xl">
          {format(text.intro, {
            source: languageName(data.original.language),
            target: languageName(data.translation.language),
          })}
        </p>
      ) : null}
      {workspace.isPending ? (
        <CenteredStatus label={messages.admin.shell.loading} />
      ) : workspace.isError ? (
        <div className="border-border mt-8 rounded-xl border p-8 text-center">
          <p className="text-body">
            {workspace.error instanceof NotATranslationError
              ? text.notATranslation
              : text.loadFailed}
          </p>
          {workspace.error instanceof NotATranslationError ? null : (
            <Button variant="outline" className="mt-4" onClick={() => void workspace.refetch()}>
              <RotateCcw aria-hidden />
              {text.retry}
            </Button>
          )}
        </div>
      ) : (
        <TranslationWorkspace key={workspace.data.translation.id} data={workspace.data} />
      )}
    </section>
  );
}
