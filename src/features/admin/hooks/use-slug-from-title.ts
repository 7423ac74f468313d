import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { slugify, slugPattern } from '../lib/slugify';
import type { PostFormOutput, PostFormValues } from '../schemas';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * The slug follows the title until the author types one by hand (emptying it hands it back to
 * the title); a typed slug that is not URL-safe is tidied on blur. Returns the two fields'
 * registrations and whether the slug is the author's own, which the local draft remembers.
 */
export function useSlugFromTitle(form: PostForm, initiallyEdited: boolean) {
  const [slugEdited, setSlugEdited] = useState(initiallyEdited);
  const { register, setValue, formState } = form;
  // Once a save was attempted, errors follow each change instead of waiting for the next one.
  const shouldValidate = formState.isSubmitted;

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugEdited) return;
      const slug = slugify(event.target.value);
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
        setValue('slug', slugify(typed), { shouldDirty: true, shouldValidate });
      }
    },
  });
  return { titleField, slugField, slugEdited, setSlugEdited };
}
