import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { absoluteUrl } from '@/lib/seo';
import { postLimits, type PostFormOutput, type PostFormValues } from '../schemas';
import { CategoryField } from './category-field';
import { ContentField } from './content-field';
import { FeaturedImageField } from './featured-image-field';
import { FormField } from './form-field';
import { LanguageOptions } from './language-options';
import { SeoPreview } from './seo-preview';
import { TranslationOfField } from './translation-of-field';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * The post's fields, in the order an author fills them: words first (title, slug, excerpt,
 * content), then who and where (author, category, language, translation), then what search
 * engines and the list show (tags, SEO title, meta description and their previews, read time,
 * image).
 */
export function PostFields({
  form,
  idPrefix,
  values,
  titleField,
  slugField,
  postId,
  onUploadingChange,
  onBodyCaret,
}: {
  form: PostForm;
  idPrefix: string;
  /** The form's current values (watched), for counters and the image. */
  values: PostFormValues;
  titleField: UseFormRegisterReturn<'title'>;
  slugField: UseFormRegisterReturn<'slug'>;
  postId: string | null;
  onUploadingChange: (uploading: boolean) => void;
  /** Where the caret is in the body, 0 (start) to 1 (end): the preview follows it. */
  onBodyCaret: (ratio: number) => void;
}) {
  const fieldText = useLocale().messages.admin.editor.fields;
  const { register, setValue, formState } = form;
  const { errors } = formState;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  // Where the post will be read, in its own language.
  const postUrl = absoluteUrl(paths.blogPost(values.slug ?? ''), values.language ?? 'en');

  return (
    <>
      <FormField
        id={fieldId('title')}
        label={fieldText.title}
        required
        error={errors.title?.message}
      >
        {(control) => <Input {...control} {...titleField} autoComplete="off" />}
      </FormField>
      <FormField
        id={fieldId('slug')}
        label={fieldText.slug}
        required
        error={errors.slug?.message}
        hint={format(fieldText.slugHint, { url: postUrl })}
      >
        {(control) => (
          <Input
            {...control}
            {...slugField}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField
        id={fieldId('excerpt')}
        label={fieldText.excerpt}
        hint={fieldText.excerptHint}
        error={errors.excerpt?.message}
        count={{ value: (values.excerpt ?? '').length, max: postLimits.excerpt }}
      >
        {(control) => <Textarea {...control} {...register('excerpt')} rows={3} variant="short" />}
      </FormField>
      <ContentField
        form={form}
        id={fieldId('content')}
        onBodyCaret={onBodyCaret}
        onUploadingChange={onUploadingChange}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('author')}
          label={fieldText.author}
          required
          error={errors.author?.message}
        >
          {(control) => <Input {...control} {...register('author')} />}
        </FormField>
        <FormField
          id={fieldId('category')}
          label={fieldText.category}
          required
          error={errors.category?.message}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <CategoryField
                  control={control}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  language={values.language ?? 'en'}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <FormField
          id={fieldId('language')}
          label={fieldText.language}
          required
          error={errors.language?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...register('language')} className="w-full">
              <LanguageOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId('translation-of')}
          label={fieldText.translationOf}
          hint={fieldText.translationOfHint}
          error={errors.translation_of?.message}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="translation_of"
              render={({ field }) => (
                <TranslationOfField
                  control={control}
                  value={field.value}
                  onChange={field.onChange}
                  postId={postId}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <SearchFields form={form} idPrefix={idPrefix} values={values} />
      <FeaturedImageField
        id={fieldId('image')}
        value={values.featured_image ?? null}
        onChange={(image) => setValue('featured_image', image, { shouldDirty: true })}
        onUploadingChange={onUploadingChange}
        altField={register('featured_image_alt')}
        altError={errors.featured_image_alt?.message}
      />
    </>
  );
}

/** What search engines and the list show: tags, SEO title, meta description, preview, read time. */
function SearchFields({
  form,
  idPrefix,
  values,
}: {
  form: PostForm;
  idPrefix: string;
  values: PostFormValues;
}) {
  const fieldText = useLocale().messages.admin.editor.fields;
  const { register, formState } = form;
  const { errors } = formState;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={fieldId('tags')} label={fieldText.tags} hint={fieldText.tagsHint}>
        {(control) => <Input {...control} {...register('tags')} autoComplete="off" />}
      </FormField>
      <FormField
        id={fieldId('seo-title')}
        label={fieldText.seoTitle}
        hint={fieldText.seoTitleHint}
        error={errors.seo_title?.message}
        count={{ value: (values.seo_title ?? '').length, max: postLimits.seoTitle }}
      >
        {(control) => <Input {...control} {...register('seo_title')} autoComplete="off" />}
      </FormField>
      <FormField
        id={fieldId('meta')}
        label={fieldText.metaDescription}
        hint={fieldText.metaDescriptionHint}
        error={errors.meta_description?.message}
        count={{
          value: (values.meta_description ?? '').length,
          max: postLimits.metaDescription,
        }}
      >
        {(control) => (
          <Textarea {...control} {...register('meta_description')} rows={2} variant="line" />
        )}
      </FormField>
      <SeoPreview
        values={{
          title: values.title ?? '',
          slug: values.slug ?? '',
          excerpt: values.excerpt ?? '',
          meta_description: values.meta_description ?? '',
          seo_title: values.seo_title ?? '',
          featured_image: values.featured_image ?? null,
          language: values.language ?? 'en',
        }}
      />
      <FormField
        id={fieldId('read-time')}
        label={fieldText.readTime}
        hint={fieldText.readTimeUnit}
        error={errors.read_time?.message}
      >
        {(control) => (
          <div className="w-32">
            <Input
              {...control}
              {...register('read_time', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          </div>
        )}
      </FormField>
    </>
  );
}
