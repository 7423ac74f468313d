import { Menu } from 'lucide-react';
import { lazy, memo, Suspense, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { usePopupState } from '@/lib/use-popup-state';

const loadDrawer = () => import('./mobile-nav-drawer');

/** Where the desktop menu bar shows (Tailwind's `lg`) and the drawer's button does not. */
export const desktopMenuMedia = '(min-width: 1024px)';
const MobileNavDrawer = lazy(() =>
  loadDrawer().then(({ MobileNavDrawer }) => ({ default: memo(MobileNavDrawer) })),
);

/**
 * The phone and tablet menu (below lg): a button that opens a side drawer. The drawer's code is
 * fetched when the button is pointed at, focused or pressed, not with the page. It opens and
 * closes in a transition (usePopupState).
 */
export function MobileNav({ className }: { className?: string }) {
  const { messages } = useLocale();
  const nav = messages.common.nav;
  const { open, expanded, mounted, setOpen } = usePopupState();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warm = () => void loadDrawer();

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon-sm"
        aria-label={nav.openMenu}
        className={className}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        data-state={expanded ? 'open' : 'closed'}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden className="size-5!" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
