import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale } from '@/i18n/use-locale';
import { createPostFormSchema, type PostFormOutput, type PostFormValues } from '../schemas';

/**
 * The editor's form, validated by the post schema in the admin's language: checked on save,
 * then on every change. A restored draft goes over the saved values, which stay the defaults:
 * the form is then "dirty" against the saved post, and leaving asks first.
 */
export function usePostForm(base: PostFormValues, restored: PostFormValues | undefined) {
  const validation = useLocale().messages.admin.editor.validation;
  const schema = useMemo(() => createPostFormSchema(validation), [validation]);
  return useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: base,
    values: restored,
    resetOptions: { keepDefaultValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
