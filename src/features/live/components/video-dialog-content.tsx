import type { RefObject } from 'react';
import { ExternalLink } from '@/components/layout/external-link';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/**
 * The video dialog (VideoDialog loads it on first use). The player iframe exists only while the
 * dialog is open (Radix unmounts closed content), so the video host is contacted only on
 * request and playback stops on close.
 */
export function VideoDialogContent({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const { messages } = useLocale();
  const text = messages.live.video;
  const product = { product: site.productName };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={text.close}
        size="wide"
        className="focus-visible:outline-none"
        // Radix would focus the first tabbable element: the cross-origin player, where Escape
        // and Tab belong to the video host and the dialog can no longer be closed from the
        // keyboard. Focus the dialog itself instead; Tab then reaches the player and Close.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        // The trigger is ours, not Radix's, so focus goes back to it by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
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
        {/* The player's host may be blocked or down; the iframe cannot tell us, a link still works. */}
        <p className="text-caption text-muted-foreground">
          <ExternalLink
            href={site.videoEmbedUrl}
            className="hover:text-ink underline underline-offset-4"
          >
            {text.openElsewhere}
          </ExternalLink>
        </p>
      </DialogContent>
    </Dialog>
  );
}
