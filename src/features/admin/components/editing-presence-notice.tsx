import { Users } from 'lucide-react';
import { useLocale } from '@/i18n/use-locale';
import { useEditingPresence } from '../hooks/use-editing-presence';
import { alsoEditingText } from '../lib/editing-presence-text';

/**
 * Tells the admin who else has this post open ("Also editing: Ana since 14:02"), and that they
 * can keep editing. A polite live region that is always in the page (empty and out of the
 * layout while nobody else is there), so a screen reader hears someone arrive without focus
 * moving; nothing here can be clicked or gets in the way. Holds this window's own lease too.
 */
export function EditingPresenceNotice({ postId }: { postId: string | null }) {
  const { messages, language } = useLocale();
  const text = messages.admin.presence;
  const { editors, userId } = useEditingPresence(postId);
  const present = editors.length > 0;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="editing-presence"
      className={
        present
          ? 'border-accent/30 bg-accent-soft flex items-start gap-2 rounded-xl border px-4 py-3'
          : 'sr-only'
      }
    >
      {present ? (
        <>
          <Users aria-hidden className="text-accent mt-0.5 size-4 shrink-0" />
          <p className="text-caption text-foreground grid gap-1">
            <span className="font-medium">
              {alsoEditingText(editors, { userId, text, language })}
            </span>
            <span className="text-muted-foreground">{text.hint}</span>
          </p>
        </>
      ) : null}
    </div>
  );
}
