import { LoaderCircle } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isLanguageCode, languageCodes, languageTags, type LanguageCode } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { useGroupPosts } from '@/lib/posts/get-group-posts';
import { useTranslationGroup } from '@/lib/posts/get-translation-coverage';
import type { PostRow } from '@/lib/posts/types';
import { absoluteUrl } from '@/lib/seo';
import { toFormValues } from '../lib/post-payload';
import { stateOf } from '../lib/publication-state';
import { PostPreview } from './post-preview';
import { StatusBadge } from './status-badge';

/**
 * Every language version of a post in one place, as saved, to check a launch: a tab per language
 * with its state, its address and hreflang tag, and the preview the editor shows; the languages
 * without a version are named.
 */
export function LanguagesPreviewDialog({
  originalId,
  open,
  onOpenChange,
}: {
  originalId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const text = useLocale().messages.admin;
  const languageName = useLanguageName();
  const posts = useGroupPosts(originalId, open);
  // The original first, then the site's language order.
  const rows = (posts.data ?? [])
    .filter((row) => isLanguageCode(row.language))
    .sort(
      (a, b) =>
        Number(a.translation_of !== null) - Number(b.translation_of !== null) ||
        languageCodes.indexOf(a.language as LanguageCode) -
          languageCodes.indexOf(b.language as LanguageCode),
    );
  // Whether a version is behind is the database's answer (blog_translation_coverage).
  const group = useTranslationGroup(open ? originalId : null);
  const isOutdated = (row: PostRow) =>
    isLanguageCode(row.language) && Boolean(group.data?.versions[row.language]?.outdated);
  const missing = languageCodes.filter((code) => !rows.some((row) => row.language === code));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={text.languagesPreview.close}
        size="panel"
        className="h-[min(92vh,56rem)]"
      >
        <div className="border-border border-b px-6 pt-6 pr-14 pb-4">
          <DialogTitle>{text.languagesPreview.title}</DialogTitle>
          <DialogDescription size="caption" className="mt-1">
            {text.languagesPreview.description}
          </DialogDescription>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
          {posts.isPending ? (
            <p className="text-caption text-muted-foreground flex items-center gap-2">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {text.shell.loading}
            </p>
          ) : posts.isError ? (
            <p role="alert" className="text-body">
              {text.languagesPreview.loadError}
            </p>
          ) : (
            <Tabs defaultValue={rows[0]?.language}>
              <TabsList className="flex-wrap">
                {rows.map((row) => (
                  <TabsTrigger key={row.language} value={row.language} lang={row.language}>
                    {row.language.toUpperCase()}
                  </TabsTrigger>
                ))}
              </TabsList>
              {rows.map((row) => {
                const code = isLanguageCode(row.language) ? row.language : 'en';
                const address = absoluteUrl(paths.blogPost(row.slug || row.id), code);
                const state = stateOf(row);
                return (
                  <TabsContent key={row.id} value={row.language} className="mt-5 grid gap-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-subheading">{languageName(code)}</span>
                      {state === 'new' ? null : <StatusBadge state={state} />}
                      {isOutdated(row) ? <StatusBadge state="outdated" /> : null}
                    </div>
                    <div className="text-caption grid gap-1">
                      <p className="flex flex-wrap gap-x-2">
                        <span className="text-muted-foreground">
                          {text.languagesPreview.address}
                        </span>
                        <span className="font-mono break-all" data-testid="version-address">
                          {address}
                        </span>
                      </p>
                      <p className="font-mono" data-testid="version-hreflang">
                        {format(text.languagesPreview.hreflang, { tag: languageTags[code] })}
                      </p>
                    </div>
                    <div lang={code}>
                      <PostPreview values={toFormValues(row)} />
                    </div>
                  </TabsContent>
                );
              })}
            </Tabs>
          )}
          {posts.data && missing.length ? (
            <ul className="text-caption text-muted-foreground mt-6 grid gap-1">
              {missing.map((code) => (
                <li key={code}>
                  {format(text.languagesPreview.missing, { language: languageName(code) })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
