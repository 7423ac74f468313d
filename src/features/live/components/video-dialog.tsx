import { Play } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';

const loadContent = () => import('./video-dialog-content');
const VideoDialogContent = lazy(() =>
  loadContent().then(({ VideoDialogContent }) => ({ default: VideoDialogContent })),
);

/**
 * 'Watch a video': a button whose dialog (Radix Dialog and the player) is fetched when the
 * button is pointed at, focused or pressed, so neither is part of the page's first view. Opening
 * the dialog is the request for the video, whatever the cookie choice (the cookie policy says so).
 */
export function VideoDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { messages } = useLocale();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warm = () => void loadContent();
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={`${buttonVariants({ variant: 'outline', size: 'lg' })} ${triggerClassName ?? ''}`}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Play aria-hidden className="fill-current" />
        {messages.live.hero.watchVideo}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <VideoDialogContent open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
