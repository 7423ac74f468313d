import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Shares the page with the Web Share API where the browser has it (phones), otherwise copies the
 * URL and says so in a toast. Closing the share sheet is not an error.
 */
export function ShareButton({
  title,
  label,
  copiedMessage,
  failedMessage,
}: {
  title: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
}) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Sharing is unavailable here after all (e.g. not allowed in this frame): copy instead.
      }
    }
    // The toast library (sonner) is fetched by this click, not with the page.
    const toaster = import('@/components/ui/toaster');
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      (await toaster).toast.success(copiedMessage);
    } catch (error) {
      console.warn('Copying the post URL failed.', error);
      (await toaster).toast.error(failedMessage);
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden />
      {label}
    </Button>
  );
}
