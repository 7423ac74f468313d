import { format } from '@/i18n/format';
import { formatPercent } from '@/i18n/numbers';
import { useLocale } from '@/i18n/use-locale';

/** How much of an upload has been sent, as a bar and in words ("Uploading image: 40%"). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { messages, language } = useLocale();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  const label = format(messages.admin.editor.image.uploadingPercent, {
    percent: formatPercent(percent, language),
  });
  return (
    <div className="grid gap-1.5" role="status">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-muted h-2 overflow-hidden rounded-full"
      >
        <div
          className="bg-primary h-full rounded-full transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-caption text-muted-foreground">{label}</span>
    </div>
  );
}
