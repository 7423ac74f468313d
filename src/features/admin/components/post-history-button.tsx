import { History } from 'lucide-react';
import { lazy, memo, Suspense, useCallback, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import type { PostRow } from '@/lib/posts/types';
import { usePopupState } from '@/lib/use-popup-state';

const loadDialog = () => import('./post-history-dialog');
const PostHistoryDialog = lazy(() =>
  loadDialog().then((module) => ({ default: memo(module.PostHistoryDialog) })),
);

/**
 * A restore remounts the editor with the restored post (and this button with it): the new button
 * takes the focus the dialog would have returned to the old one, so keyboard users stay put.
 */
let focusAfterRestore = false;

/**
 * The editor's "History" button. The dialog, its queries and the diff library load on first
 * use (fetched already when the pointer or focus reaches the button), so the editor's first load
 * carries none of them.
 */
export function PostHistoryButton({
  post,
  unsavedChanges,
  onRestored,
}: {
  post: PostRow;
  unsavedChanges: boolean;
  /** Shows the restored post in the editor (the post's cache already holds it). */
  /** The post as the restore saved it. */
  onRestored: (post: PostRow) => void;
}) {
  const text = useLocale().messages.admin.history;
  const button = useRef<HTMLButtonElement>(null);
  // Mounted from the first open on, so closing animates and the chosen version is kept.
  const { open, expanded, mounted, setOpen } = usePopupState();

  const restored = useCallback(
    (post: PostRow) => {
      focusAfterRestore = true;
      onRestored(post);
    },
    [onRestored],
  );

  useEffect(() => {
    if (!focusAfterRestore) return;
    focusAfterRestore = false;
    button.current?.focus();
  }, []);

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <History aria-hidden />
        {text.open}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <PostHistoryDialog
            post={post}
            open={open}
            onOpenChange={setOpen}
            unsavedChanges={unsavedChanges}
            returnFocusTo={button}
            onRestored={restored}
          />
        </Suspense>
      ) : null}
    </>
  );
}
