import { ImageOff } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { parseImageRef } from '@/lib/images/image-ref';
import { imageSources, pageImageCrop } from '@/lib/images/image-sources';
import { uploadImage } from '../api/upload-image';
import { imageProblem } from '../lib/image-file';
import { FormField } from './form-field';
import { UploadProgress } from './upload-progress';

/**
 * An image-only file input: a file that is no image or is too large is refused before upload;
 * while uploading, a progress bar; the image's place in the bucket becomes the post's
 * featured_image, with a preview, a way to remove it, and its alt text (required with an image).
 */
export function FeaturedImageField({
  id,
  value,
  onChange,
  onUploadingChange,
  altField,
  altError,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  altField: UseFormRegisterReturn<'featured_image_alt'>;
  altError?: string;
}) {
  const text = useLocale().messages.admin;
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const ref = parseImageRef(value);
  const preview = ref ? imageSources(ref, 'card') : null;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const refusal = await imageProblem(file);
    if (refusal) {
      setProblem(text.editor.image[refusal]);
      return;
    }
    setProblem(null);
    setProgress(0);
    onUploadingChange(true);
    try {
      onChange(await uploadImage(file, setProgress));
      toast.success(text.toast.success, { description: text.toast.uploadSucceeded });
    } catch {
      toast.error(text.toast.error, { description: text.toast.uploadFailed });
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  }

  return (
    <div className="grid gap-4">
      <FormField
        id={id}
        label={text.editor.fields.featuredImage}
        hint={text.editor.fields.featuredImageHint}
        error={problem ?? undefined}
      >
        {(control) => (
          <div className="grid gap-3">
            <input
              {...control}
              aria-required={undefined}
              type="file"
              accept="image/*"
              onChange={(event) => void onFile(event)}
              disabled={progress !== null}
              className={cn(
                fieldClasses,
                'text-caption file:bg-secondary file:text-secondary-foreground hover:file:bg-muted h-auto w-full py-2 file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5 file:font-semibold',
              )}
            />
            {progress !== null ? <UploadProgress fraction={progress} /> : null}
            {preview ? (
              <div className="border-border bg-muted/40 flex flex-wrap items-start gap-4 rounded-lg border p-3">
                <img
                  src={preview.webp ?? preview.src}
                  srcSet={preview.srcSet}
                  sizes="192px"
                  alt={text.editor.image.preview}
                  className={cn('w-48 rounded-md object-cover', pageImageCrop.className)}
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
      {preview ? (
        <FormField
          id={`${id}-alt`}
          label={text.editor.fields.featuredImageAlt}
          hint={text.editor.image.altHint}
          required
          error={altError}
        >
          {(control) => <Input {...control} {...altField} autoComplete="off" />}
        </FormField>
      ) : null}
    </div>
  );
}
