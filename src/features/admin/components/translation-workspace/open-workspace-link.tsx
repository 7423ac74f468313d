import { Columns2 } from 'lucide-react';
import { LocalizedLink } from '@/components/localized-link';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';

/** From a translation's editor to the workspace: the same translation beside its original. */
export function OpenWorkspaceLink({ postId, className }: { postId: string; className?: string }) {
  const text = useLocale().messages.admin.workspace;
  return (
    <LocalizedLink
      to={paths.adminTranslationWorkspace(postId)}
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'justify-self-start',
        className,
      )}
      data-testid="open-workspace"
    >
      <Columns2 aria-hidden />
      {text.open}
    </LocalizedLink>
  );
}
