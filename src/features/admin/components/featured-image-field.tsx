import { ImageOff, LoaderCircle } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { useUploadFeaturedImage } from '../api/upload-featured-image';
import { isAcceptedImage, maxImageBytes, readImageType } from '../lib/image-file';
import { FormField } from './form-field';

/**
 * An image-only file input; while uploading, a spinner and a disabled input;
 * the public URL becomes the post's featured_image, with a preview and a way to remove it.
 */
export function FeaturedImageField({
  id,
  value,
  onChange,
  onUploadingChange,
}: {
  id: string;
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const text = useLocale().messages.admin;
  const upload = useUploadFeaturedImage();
  const [problem, setProblem] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setProblem(text.editor.image.notAnImage);
      return;
    }
    if (file.size > maxImageBytes) {
      setProblem(text.editor.image.tooLarge);
      return;
    }
    // The type only reflects the name; the bytes must be an image too.
    if ((await readImageType(file)) === null) {
      setProblem(text.editor.image.notAnImage);
      return;
    }
    setProblem(null);
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (url) => {
        onChange(url);
        toast.success(text.toast.success, { description: text.toast.uploadSucceeded });
      },
      onError: () => {
        toast.error(text.toast.error, { description: text.toast.uploadFailed });
      },
      onSettled: () => onUploadingChange(false),
    });
  }

  return (
    <FormField
      id={id}
      label={text.editor.fields.featuredImage}
      hint={text.editor.fields.featuredImageHint}
      error={problem ?? undefined}
    >
      {(control) => (
        <div className="grid gap-3">
          <div className="flex items-center gap-3">
            <input
              {...control}
              aria-required={undefined}
              type="file"
              accept="image/*"
              onChange={(event) => void onFile(event)}
              disabled={upload.isPending}
              className={cn(
                fieldClasses,
                'text-caption file:bg-secondary file:text-secondary-foreground hover:file:bg-muted h-auto w-full py-2 file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5 file:font-semibold',
              )}
            />
            {upload.isPending ? (
              <span
                role="status"
                className="text-caption text-muted-foreground inline-flex shrink-0 items-center gap-2"
              >
                <LoaderCircle aria-hidden className="text-primary size-5 animate-spin" />
                <span className="sr-only sm:not-sr-only">{text.editor.image.uploading}</span>
              </span>
            ) : null}
          </div>
          {value ? (
            <div className="border-border bg-muted/40 flex flex-wrap items-start gap-4 rounded-lg border p-3">
              <img
                src={value}
                alt={text.editor.image.preview}
                className="aspect-[16/10] w-48 rounded-md object-cover"
              />
              <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
                <ImageOff aria-hidden />
                {text.editor.image.remove}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
