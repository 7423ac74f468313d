import { Play } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/**
 * 'Watch a video': the player iframe exists only while the dialog is open (Radix unmounts closed
 * content), so the video host is contacted only on request and playback stops on close. Opening
 * the dialog is that request, whatever the cookie choice (the cookie policy says so).
 */
export function VideoDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { messages } = useLocale();
  const text = messages.live.video;
  const product = { product: site.productName };
  return (
    <Dialog>
      <DialogTrigger
        className={`${buttonVariants({ variant: 'outline', size: 'lg' })} ${triggerClassName ?? ''}`}
      >
        <Play aria-hidden className="fill-current" />
        {messages.live.hero.watchVideo}
      </DialogTrigger>
      <DialogContent
        closeLabel={text.close}
        className="max-w-4xl gap-3 p-4 focus-visible:outline-none sm:p-6"
        // Radix would focus the first tabbable element: the cross-origin player, where Escape
        // and Tab belong to the video host and the dialog can no longer be closed from the
        // keyboard. Focus the dialog itself instead; Tab then reaches the player and Close.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogTitle className="pr-12">{format(text.title, product)}</DialogTitle>
        <DialogDescription className="pr-12">{text.description}</DialogDescription>
        <div className="bg-ink relative aspect-video w-full overflow-hidden rounded-lg">
          <iframe
            src={site.videoEmbedUrl}
            title={format(text.frameTitle, product)}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
