import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
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
import { languageCodes, languageTags, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import type { CategoryNameSet } from '@/lib/posts/fetch-category-names';
import {
  DuplicateCategoryError,
  saveCategoryNamesKey,
  useSaveCategoryNames,
} from '@/lib/posts/save-category-names';
import { createCategoryNamesSchema, type CategoryNamesValues } from '../schemas';
import { FormField } from './form-field';

const toValues = (names: CategoryNameSet = {}) =>
  Object.fromEntries(languageCodes.map((code) => [code, names[code] ?? ''])) as CategoryNamesValues;

interface CategoryNamesProps {
  /** The category renamed; null to create one. */
  category: { key: string; named: boolean } | null;
  names?: CategoryNameSet;
  /** The saved category's key (a new one's is its English name). */
  onSaved: (key: string) => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * A category's name in each of the ten languages, in one form: creating a category (its key is
 * the English name) or renaming one. A language left empty shows the English name on the blog.
 */
export function CategoryNamesDialog({ open, ...props }: CategoryNamesProps & { open: boolean }) {
  const text = useLocale().messages.admin.editor.category;
  const saving = useIsMutating({ mutationKey: saveCategoryNamesKey }) > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? null : props.onOpenChange(next))}>
      <DialogContent closeLabel={text.cancel} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>
          {props.category
            ? format(text.renameTitle, { name: props.category.key })
            : text.createTitle}
        </DialogTitle>
        <DialogDescription>{text.dialogDescription}</DialogDescription>
        {/* Mounted with each opening, so it starts from the names as stored. */}
        <CategoryNamesForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

/** English (required) first, then the admin's own language, then the others in site order. */
const fieldOrder = (own: LanguageCode) => [
  'en' as const,
  ...(own === 'en' ? [] : [own]),
  ...languageCodes.filter((code) => code !== 'en' && code !== own),
];

function CategoryNamesForm({ category, names, onSaved, onOpenChange }: CategoryNamesProps) {
  const { messages, language } = useLocale();
  const text = messages.admin.editor.category;
  const languageName = useLanguageName();
  const id = useId();
  const save = useSaveCategoryNames();
  const schema = useMemo(() => createCategoryNamesSchema(text), [text]);
  const form = useForm<CategoryNamesValues>({
    resolver: zodResolver(schema),
    defaultValues: toValues(names),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const filled = Object.fromEntries(
      Object.entries(values).filter(([, name]) => name !== ''),
    ) as Partial<Record<LanguageCode, string>>;
    const key = category?.key ?? values.en;
    try {
      await save.mutateAsync({ category: key, names: filled, exists: category?.named ?? false });
      toast.success(format(category ? text.renamed : text.created, { name: values.en }));
      onSaved(key);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof DuplicateCategoryError) {
        form.setError(
          'en',
          { message: format(text.duplicate, { name: values.en }) },
          { shouldFocus: true },
        );
        return;
      }
      form.setError('root', { message: text.saveFailed });
    }
  });

  return (
    <form
      noValidate
      // The dialog is rendered inside the post's form: React bubbles this submit to it.
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      className="mt-2 grid gap-4"
    >
      {category ? (
        <p className="text-caption text-muted-foreground">
          {format(text.storedAs, { key: category.key })}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fieldOrder(language).map((code) => (
          <FormField
            key={code}
            id={`${id}-${code}`}
            label={languageName(code)}
            required={code === 'en'}
            error={errors[code]?.message}
            hint={code === 'en' && !category ? text.englishHint : undefined}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register(code)}
                lang={languageTags[code]}
                autoComplete="off"
              />
            )}
          </FormField>
        ))}
      </div>
      {errors.root ? (
        <p role="alert" className="text-caption text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            {text.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {category ? text.saveNames : text.createSubmit}
        </Button>
      </div>
    </form>
  );
}
