import { Languages, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { languageCodes, languageOrDefault } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { categoryLabel } from '@/lib/posts/category-label';
import { useCategories } from '@/lib/posts/get-categories';
import { useCategoryNames } from '@/lib/posts/get-category-names';
import { CategoryNamesDialog } from './category-names-dialog';
import type { FieldControlProps } from './form-field';

/**
 * A post's category, chosen from the blog's categories (those with names, and any posts already
 * use), each shown in the admin's language, so a typo never becomes a public category. Creating
 * one is a deliberate act with its names in every language, in a dialog; the same dialog fills
 * in the names a category still lacks, which the hint under the select lists.
 */
export function CategoryField({
  control,
  value,
  onChange,
  onBlur,
  language,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The post's language: its list's categories in use are offered too. */
  language: string;
}) {
  const { messages, language: adminLanguage } = useLocale();
  const text = messages.admin.editor.category;
  const languageName = useLanguageName();
  const id = useId();
  const names = useCategoryNames('signed-in').data;
  const inUse = useCategories(languageOrDefault(language)).data;
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);

  const label = (key: string) => categoryLabel(names, key, adminLanguage);
  const known = useMemo(() => {
    const keys = new Set(Object.keys(names ?? {}));
    for (const { category } of inUse ?? []) keys.add(category);
    // The post's own category is offered even when nothing else uses it.
    if (value !== '') keys.add(value);
    const byLabel = (key: string) => categoryLabel(names, key, adminLanguage);
    return [...keys].sort((a, b) => byLabel(a).localeCompare(byLabel(b), adminLanguage));
  }, [names, inUse, value, adminLanguage]);

  const selected = value !== '' && names ? (names[value] ?? null) : undefined;
  // Which languages show the English name (or, without any names, the key) for now.
  const unnamed = selected === undefined ? [] : languageCodes.filter((code) => !selected?.[code]);
  const hint =
    selected === null
      ? format(text.noNames, { key: value })
      : unnamed.length > 0
        ? format(text.missingNames, { languages: unnamed.map(languageName).join(', ') })
        : null;

  return (
    <div className="grid gap-2">
      <NativeSelect
        {...control}
        aria-describedby={
          [control['aria-describedby'], hint ? `${id}-names` : null].filter(Boolean).join(' ') ||
          undefined
        }
        className="w-full"
        value={value}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      >
        {value === '' ? <option value="">{text.choose}</option> : null}
        {known.map((key) => (
          <option key={key} value={key}>
            {label(key) === key ? key : `${label(key)} (${key})`}
          </option>
        ))}
      </NativeSelect>
      {hint ? (
        <p id={`${id}-names`} className="text-caption text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setDialog('create')}>
          <Plus aria-hidden />
          {text.create}
        </Button>
        {value !== '' ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setDialog('rename')}
            aria-label={format(text.renameLabel, { name: label(value) })}
          >
            <Languages aria-hidden />
            {text.rename}
          </Button>
        ) : null}
      </div>
      <CategoryNamesDialog
        open={dialog !== null}
        onOpenChange={(open) => setDialog(open ? dialog : null)}
        category={dialog === 'rename' ? { key: value, named: Boolean(selected) } : null}
        names={dialog === 'rename' ? (selected ?? { en: value }) : undefined}
        onSaved={onChange}
      />
    </div>
  );
}
