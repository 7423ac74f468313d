import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { languageOrDefault } from '@/config/languages';
import { useLocale } from '@/i18n/use-locale';
import { categoryLabel } from '@/lib/posts/category-label';
import { useCategories } from '@/lib/posts/get-categories';
import type { FieldControlProps } from './form-field';

/** The select's value for "a new category". Not a category: a stored one cannot start with NUL. */
const newCategory = '\u0000new';

/**
 * A post's category, chosen from those the blog has (named in the admin's language, with the
 * stored key where it differs), so a typo never becomes a public category. A new one is a
 * deliberate choice, "New category…", that reveals a field and says how it will be shown.
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
  /** The post's language: its list's categories are offered. */
  language: string;
}) {
  const { messages } = useLocale();
  const text = messages.admin.editor.category;
  const id = useId();
  const inUse = useCategories(languageOrDefault(language));
  const known = useMemo(() => {
    const keys = new Set(Object.keys(messages.blog.categories));
    for (const { category } of inUse.data ?? []) keys.add(category);
    return [...keys].sort((a, b) =>
      categoryLabel(messages, a).localeCompare(categoryLabel(messages, b)),
    );
  }, [messages, inUse.data]);
  const [creating, setCreating] = useState(() => value !== '' && !known.includes(value));
  const isNew = creating || (value !== '' && !known.includes(value) && !inUse.isPending);
  const nameField = useRef<HTMLInputElement>(null);
  // Choosing "New category..." moves the admin on to naming it.
  useEffect(() => {
    if (creating) nameField.current?.focus();
  }, [creating]);

  const option = (key: string) => {
    const label = categoryLabel(messages, key);
    return label === key ? key : `${label} (${key})`;
  };

  return (
    <div className="grid gap-2">
      <NativeSelect
        {...control}
        aria-describedby={
          [control['aria-describedby'], isNew ? `${id}-new-hint` : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        className="w-full"
        value={isNew ? newCategory : value}
        onBlur={onBlur}
        onChange={(event) => {
          const chosen = event.target.value;
          setCreating(chosen === newCategory);
          onChange(chosen === newCategory ? '' : chosen);
        }}
      >
        {value === '' && !isNew ? <option value="">{text.choose}</option> : null}
        {known.map((key) => (
          <option key={key} value={key}>
            {option(key)}
          </option>
        ))}
        <option value={newCategory}>{text.create}</option>
      </NativeSelect>
      {isNew ? (
        <>
          <Input
            aria-label={text.newName}
            aria-describedby={`${id}-new-hint`}
            aria-invalid={control['aria-invalid']}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            ref={nameField}
            autoComplete="off"
          />
          <p id={`${id}-new-hint`} className="text-caption text-muted-foreground">
            {text.newHint}
          </p>
        </>
      ) : null}
    </div>
  );
}
