import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { usePostForEdit } from '@/lib/posts/get-post-for-edit';
import { slugify, slugPattern, suggestSlug } from '../lib/slugify';
import type { PostFormOutput, PostFormValues } from '../schemas';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * The slug of the post the form translates (its "Translation of"), once loaded; undefined for an
 * original. The translate link has loaded it already, so this is usually the cache.
 */
export function useOriginalSlug(form: PostForm): string | undefined {
  const translationOf = useWatch({ control: form.control, name: 'translation_of' });
  return usePostForEdit(translationOf ?? null).data?.slug;
}

/**
 * The slug follows the title until the author types one by hand (emptying it hands it back to
 * the title); a typed slug that is not URL-safe is tidied on blur. The suggestion is in the
 * post's language (suggestSlug: German umlauts as ae/oe/ue; a Japanese, Korean or Chinese
 * translation takes `originalSlug`). Returns the two fields' registrations and whether the slug
 * is the author's own, which the local draft remembers.
 */
export function useSlugFromTitle(form: PostForm, initiallyEdited: boolean, originalSlug?: string) {
  const [slugEdited, setSlugEdited] = useState(initiallyEdited);
  const { register, setValue, formState } = form;
  // Once a save was attempted, errors follow each change instead of waiting for the next one.
  const shouldValidate = formState.isSubmitted;

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugEdited) return;
      const slug = suggestSlug(event.target.value, form.getValues('language'), originalSlug);
      // A title without Latin letters (日本語) gives no slug: the current one (a translation's
      // suggestion) stays, unless the title was emptied.
      if (!slug && event.target.value.trim()) return;
      setValue('slug', slug, { shouldDirty: true, shouldValidate });
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => setSlugEdited(event.target.value !== ''),
    onBlur: (event: { target: { value: string } }) => {
      const typed = event.target.value;
      if (typed && !slugPattern.test(typed)) {
        setValue('slug', slugify(typed, form.getValues('language')), {
          shouldDirty: true,
          shouldValidate,
        });
      }
    },
  });
  return { titleField, slugField, slugEdited, setSlugEdited };
}
