import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useLocale } from '@/i18n/use-locale';
import type { PostFormOutput, PostFormValues } from '../schemas';
import { uploadImage } from '../api/upload-image';
import { imageProblem } from '../lib/image-file';
import { insertImageMarkdown } from '../lib/insert-image';
import { FormField } from './form-field';
import { UploadProgress } from './upload-progress';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * The post's Markdown body. An image comes in by the Insert image button, by dropping a file on
 * the field or by pasting one: it is checked and uploaded, then the admin describes it (alt
 * text, in the post's language) and `![description](blog-images/…)` goes where the caret was.
 * The blog serves it in the size each screen needs, like a featured image.
 */
export function ContentField({
  form,
  id,
  onBodyCaret,
  onUploadingChange,
}: {
  form: PostForm;
  id: string;
  onBodyCaret: (ratio: number) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { messages } = useLocale();
  const fieldText = messages.admin.editor.fields;
  const text = messages.admin.editor.image;
  const { register, getValues, setValue, formState } = form;
  const { ref, ...field } = register('content_markdown');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const altInput = useRef<HTMLInputElement | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** An uploaded image waiting for its description, and where it goes. */
  const [pending, setPending] = useState<{ image: string; at: number } | null>(null);
  const altId = useId();

  async function take(file: File) {
    const at = textarea.current?.selectionStart ?? getValues('content_markdown').length;
    const refusal = await imageProblem(file);
    if (refusal) {
      setProblem(text[refusal]);
      return;
    }
    setProblem(null);
    setProgress(0);
    onUploadingChange(true);
    try {
      setPending({ image: await uploadImage(file, setProgress), at });
    } catch {
      toast.error(messages.admin.toast.error, { description: messages.admin.toast.uploadFailed });
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  }

  const imageIn = (files: FileList | undefined) =>
    [...(files ?? [])].find((file) => file.type.startsWith('image/'));

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const file = imageIn(event.clipboardData?.files);
    if (!file) return; // text pastes as text
    event.preventDefault();
    void take(file);
  }

  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    void take(file);
  }

  function insert(alt: string) {
    if (!pending) return;
    const { text: body, caret } = insertImageMarkdown(
      getValues('content_markdown'),
      pending.at,
      alt,
      pending.image,
    );
    setValue('content_markdown', body, { shouldDirty: true, shouldValidate: true });
    setPending(null);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(caret, caret);
    });
  }

  return (
    <FormField
      id={id}
      label={fieldText.content}
      required
      hint={fieldText.contentHint}
      error={formState.errors.content_markdown?.message ?? problem ?? undefined}
    >
      {(control) => (
        <div className="grid gap-2">
          <Textarea
            {...control}
            {...field}
            ref={(element) => {
              ref(element);
              textarea.current = element;
            }}
            rows={16}
            variant="code"
            onSelect={(event) => {
              const { selectionStart, value } = event.currentTarget;
              onBodyCaret(value.length ? selectionStart / value.length : 0);
            }}
            onPaste={onPaste}
            onDragOver={(event) => {
              if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
            }}
            onDrop={onDrop}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={progress !== null}
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus aria-hidden />
              {text.insert}
            </Button>
            <span className="text-caption text-muted-foreground">{text.insertHint}</span>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) void take(file);
              }}
            />
            {progress !== null ? (
              <div className="min-w-48 flex-1">
                <UploadProgress fraction={progress} />
              </div>
            ) : null}
          </div>
          <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
            <DialogContent
              closeLabel={text.insertCancel}
              className="sm:max-w-lg"
              // Straight to the one field, not the close button Radix would pick.
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                altInput.current?.focus();
              }}
            >
              <DialogTitle>{text.insertTitle}</DialogTitle>
              <DialogDescription>{text.insertDescription}</DialogDescription>
              <form
                className="mt-4 grid gap-4"
                onSubmit={(event) => {
                  // The dialog sits in the post's form in React's tree: keep this submit to itself.
                  event.preventDefault();
                  event.stopPropagation();
                  const alt = new FormData(event.currentTarget).get('alt');
                  if (typeof alt === 'string' && alt.trim()) insert(alt.trim());
                }}
              >
                <FormField id={altId} label={text.altLabel} hint={text.altHint} required>
                  {(altControl) => (
                    <Input {...altControl} ref={altInput} name="alt" required autoComplete="off" />
                  )}
                </FormField>
                <div className="flex justify-end gap-3">
                  <DialogClose asChild>
                    <Button type="button" variant="outline">
                      {text.insertCancel}
                    </Button>
                  </DialogClose>
                  <Button type="submit">{text.insertConfirm}</Button>
                </div>
              </form>
            </DialogContent>
          </Dialog>
        </div>
      )}
    </FormField>
  );
}
