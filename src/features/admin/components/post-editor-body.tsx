import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLocale } from '@/i18n/use-locale';
import type { PostRow } from '@/lib/posts/types';
import type { usePublishingChoice } from '../hooks/use-publishing-choice';
import type { EditorState } from '../lib/publication-state';
import type { PostFormValues } from '../schemas';
import { AutosaveStatusLine } from './autosave-status';
import { EditorActions } from './editor-actions';
import { PostFields } from './post-fields';
import { PostPreview } from './post-preview';
import { PublishingPanel } from './publishing-panel';

type ActionsProps = ComponentProps<typeof EditorActions>;

/**
 * The editor's form (fields, publishing controls, save buttons) beside its live preview, which
 * follows the body's caret.
 */
export function PostEditorBody({
  form,
  values,
  titleField,
  slugField,
  postId,
  post,
  state,
  publishing,
  autosaveStatus,
  busy,
  uploading,
  onUploadingChange,
  onSubmit,
  onSaveDraft,
  minorEdit,
  markCurrent,
  savedAt,
}: {
  form: ComponentProps<typeof PostFields>['form'];
  values: PostFormValues;
  titleField: UseFormRegisterReturn<'title'>;
  slugField: UseFormRegisterReturn<'slug'>;
  postId: string | null;
  post: PostRow | null;
  state: EditorState;
  publishing: ReturnType<typeof usePublishingChoice>;
  autosaveStatus: ComponentProps<typeof AutosaveStatusLine>['status'];
  busy: boolean;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onSaveDraft: () => void;
  minorEdit: ActionsProps['minorEdit'];
  markCurrent: ActionsProps['markCurrent'];
  savedAt: Date | null;
}) {
  const text = useLocale().messages.admin;
  const id = useId();
  const [bodyRatio, setBodyRatio] = useState(0);
  const { setPublishing, scheduleError, setScheduleError } = publishing;
  return (
    <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={onSubmit} noValidate className="grid content-start gap-5">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="text-caption text-muted-foreground">{text.editor.requiredHint}</p>
          <AutosaveStatusLine status={autosaveStatus} />
        </div>
        <PostFields
          form={form}
          idPrefix={id}
          values={values}
          titleField={titleField}
          slugField={slugField}
          postId={postId}
          onUploadingChange={onUploadingChange}
          onBodyCaret={setBodyRatio}
        />
        <PublishingPanel
          postId={postId}
          state={state}
          publishedAt={post?.published_at ?? null}
          language={values.language ?? 'en'}
          slug={post?.slug ?? ''}
          choice={publishing.publishing}
          onChange={(next) => {
            setPublishing(next);
            setScheduleError(null);
          }}
          scheduleError={scheduleError}
        />
        <EditorActions
          state={state}
          when={publishing.publishing.when}
          saving={busy}
          disabled={uploading}
          onSaveDraft={onSaveDraft}
          minorEdit={minorEdit}
          markCurrent={markCurrent}
          savedAt={savedAt}
        />
      </form>

      <aside
        aria-label={text.editor.preview.heading}
        className="grid content-start gap-6 xl:sticky xl:top-24 xl:self-start"
      >
        <PostPreview values={values} follow={bodyRatio} />
      </aside>
    </div>
  );
}
