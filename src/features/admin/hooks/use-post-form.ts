import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocale } from '@/i18n/use-locale';
import {
  createPostFormSchema,
  type PostFormMode,
  type PostFormOutput,
  type PostFormValues,
} from '../schemas';

type ValidationMessages = Parameters<typeof createPostFormSchema>[0];

/** Validates with the draft or the full rules, whichever `mode` names at the time of the check. */
function resolverByMode(
  validation: ValidationMessages,
  mode: RefObject<PostFormMode> | undefined,
): Resolver<PostFormValues, unknown, PostFormOutput> {
  const resolvers = {
    publish: zodResolver(createPostFormSchema(validation, 'publish')),
    draft: zodResolver(createPostFormSchema(validation, 'draft')),
  };
  return (values, context, options) =>
    resolvers[mode?.current ?? 'publish'](values, context, options);
}

/**
 * The editor's form, validated by the post schema in the admin's language: checked on save,
 * then on every change. A restored draft goes over the saved values, which stay the defaults:
 * the form is then "dirty" against the saved post, and leaving asks first.
 * `mode` says what the save being made is for (set before handleSubmit): Save draft checks the
 * draft rules, Publish and Schedule the full ones; later changes are checked by the last one.
 */
export function usePostForm(
  base: PostFormValues,
  restored: PostFormValues | undefined,
  mode?: RefObject<PostFormMode>,
) {
  const validation = useLocale().messages.admin.editor.validation;
  const resolver = useMemo(() => resolverByMode(validation, mode), [validation, mode]);
  return useForm<PostFormValues, unknown, PostFormOutput>({
    resolver,
    defaultValues: base,
    values: restored,
    resetOptions: { keepDefaultValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
