import type { EditorView, ViewUpdate } from '@codemirror/view';
import { startTransition, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useLocale } from '@/i18n/use-locale';
import type { PostFormOutput, PostFormValues } from '../schemas';
import { uploadImage } from '../api/upload-image';
import { imageProblem } from '../lib/image-file';
import { fromForm, replaceDoc, runFormat } from '../lib/editor-view';
import { insertImage } from '../lib/markdown-format';
import { EditorToolbar } from './editor-toolbar';
import { FormField } from './form-field';
import { MarkdownEditor } from './markdown-editor';
import { UploadProgress } from './upload-progress';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * The post's Markdown body, in a CodeMirror editor with a formatting toolbar and shortcuts
 * (MarkdownEditor, EditorToolbar). An image comes in by the toolbar's image button, by dropping
 * a file on the field or by pasting one: it is checked and uploaded, then the admin describes
 * it (alt text, in the post's language) and `![description](blog-images/…)` goes where the
 * caret was, as one step of the editor's history. The blog serves it in the size each screen
 * needs, like a featured image.
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
  const { field, fieldState } = useController({ control: form.control, name: 'content_markdown' });
  const view = useRef<EditorView | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** An uploaded image waiting for its description. */
  const [pending, setPending] = useState<string | null>(null);
  /** Where the image goes: the caret when it came, moved along by edits made meanwhile. */
  const anchor = useRef(0);
  const error = fieldState.error?.message ?? problem ?? undefined;
  const { onChange, onBlur, ref } = field;

  // The form reaches the editor through this: focus on an error (setFocus, a failed submit).
  useEffect(() => {
    ref({ focus: () => view.current?.focus() });
  }, [ref]);

  // A value the form gets from elsewhere (a reset, a restored version, a conflict choice).
  useEffect(() => {
    const subscription = form.watch((values) => {
      const next = values.content_markdown ?? '';
      if (view.current) replaceDoc(view.current, next);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The editor draws a key itself; what the form does with it (the whole editor's re-render:
  // preview, draft, save state) runs in a transition, so typing in a long post never waits for it.
  // The form's own value is set at once (a save reads the text just typed), and the draft kept
  // for a reload is read from it when the page goes away (useDraftAutosave's readValues).
  function heard(update: ViewUpdate) {
    if (update.docChanged) {
      anchor.current = update.changes.mapPos(anchor.current);
      if (!update.transactions.some((transaction) => transaction.annotation(fromForm))) {
        const text = update.state.doc.toString();
        startTransition(() => onChange(text));
      }
    }
    if (update.docChanged || update.selectionSet) {
      const { length } = update.state.doc;
      const ratio = length ? update.state.selection.main.head / length : 0;
      startTransition(() => onBodyCaret(ratio));
    }
  }

  async function take(file: File, at: number) {
    anchor.current = at;
    const refusal = await imageProblem(file);
    if (refusal) {
      setProblem(text[refusal]);
      return;
    }
    setProblem(null);
    setProgress(0);
    onUploadingChange(true);
    try {
      setPending(await uploadImage(file, setProgress));
    } catch {
      toast.error(messages.admin.toast.error, { description: messages.admin.toast.uploadFailed });
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  }

  function insert(alt: string) {
    const editor = view.current;
    if (!pending || !editor) return;
    editor.dispatch(insertImage(editor.state, anchor.current, alt, pending));
    setPending(null);
    requestAnimationFrame(() => editor.focus());
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <FormField
      id={id}
      label={fieldText.content}
      required
      hint={fieldText.contentHint}
      error={error}
    >
      {() => (
        <div className="grid gap-2">
          <div>
            <EditorToolbar
              onFormat={(command) => (view.current ? runFormat(view.current, command) : null)}
              onImage={() => fileInput.current?.click()}
              imageLabel={text.insert}
              imageDisabled={progress !== null}
            />
            <MarkdownEditor
              viewRef={view}
              initialDoc={() => form.getValues('content_markdown') ?? ''}
              className="rounded-t-none"
              invalid={Boolean(error)}
              attributes={{
                id,
                'aria-labelledby': `${id}-label`,
                'aria-describedby': describedBy,
                'aria-required': 'true',
                'aria-multiline': 'true',
                ...(error ? { 'aria-invalid': 'true' } : {}),
                spellcheck: 'true',
                autocapitalize: 'sentences',
              }}
              onUpdate={heard}
              onBlur={onBlur}
              onImageFile={(file, at) => void take(file, at)}
            />
          </div>
          <ImageFileRow
            inputRef={fileInput}
            progress={progress}
            onFile={(file) => void take(file, view.current?.state.selection.main.head ?? 0)}
          />
          <ImageDescriptionDialog
            open={pending !== null}
            onCancel={() => setPending(null)}
            onDescribe={insert}
          />
        </div>
      )}
    </FormField>
  );
}

/** Asks for an uploaded image's description (its alt text) before it goes into the body. */
function ImageDescriptionDialog({
  open,
  onCancel,
  onDescribe,
}: {
  open: boolean;
  onCancel: () => void;
  onDescribe: (alt: string) => void;
}) {
  const text = useLocale().messages.admin.editor.image;
  const altInput = useRef<HTMLInputElement | null>(null);
  const altId = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onCancel())}>
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
            if (typeof alt === 'string' && alt.trim()) onDescribe(alt.trim());
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
  );
}

/** The hidden file input the toolbar's image button opens, the hint, and the upload's progress. */
function ImageFileRow({
  inputRef,
  progress,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  progress: number | null;
  onFile: (file: File) => void;
}) {
  const text = useLocale().messages.admin.editor.image;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-caption text-muted-foreground">{text.insertHint}</span>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      {progress !== null ? (
        <div className="min-w-48 flex-1">
          <UploadProgress fraction={progress} />
        </div>
      ) : null}
    </div>
  );
}
