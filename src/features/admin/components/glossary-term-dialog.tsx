import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { languageTags, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import type { GlossaryTerm } from '../api/get-glossary-terms';
import { DuplicateGlossaryTermError, useSaveGlossaryTerm } from '../api/save-glossary-term';
import {
  createGlossaryTermSchema,
  translationLimits,
  type GlossaryTermOutput,
  type GlossaryTermValues,
} from '../translation-schemas';
import { FormField } from './form-field';

interface GlossaryTermProps {
  /** The term edited; null adds one. */
  term: GlossaryTerm | null;
  source: LanguageCode;
  target: LanguageCode;
  onOpenChange: (open: boolean) => void;
}

/** Adding a term to the pair's glossary, or editing one: the term, its rule, a note. */
export function GlossaryTermDialog({ open, ...props }: GlossaryTermProps & { open: boolean }) {
  const text = useLocale().messages.admin.translation.term;
  const languageName = useLanguageName();
  return (
    <Dialog open={open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={text.cancel} className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogTitle>
          {props.term ? format(text.editTitle, { term: props.term.term }) : text.addTitle}
        </DialogTitle>
        <DialogDescription>
          {format(text.pair, {
            from: languageName(props.source),
            into: languageName(props.target),
          })}
        </DialogDescription>
        {/* Mounted with each opening, so it starts from the term as stored. */}
        {open ? <GlossaryTermForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GlossaryTermForm({ term, source, target, onOpenChange }: GlossaryTermProps) {
  const messages = useLocale().messages.admin.translation;
  const text = messages.term;
  const id = useId();
  const save = useSaveGlossaryTerm();
  const schema = useMemo(() => createGlossaryTermSchema(messages.validation), [messages]);
  const form = useForm<GlossaryTermValues, unknown, GlossaryTermOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      term: term?.term ?? '',
      rule: term && term.translation !== null ? 'fixed' : 'never',
      translation: term?.translation ?? '',
      note: term?.note ?? '',
    },
  });
  const { errors } = form.formState;
  const fixed = useWatch({ control: form.control, name: 'rule' }) === 'fixed';

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: term?.id ?? null,
        source,
        target,
        term: values.term,
        translation: values.rule === 'fixed' ? values.translation : null,
        note: values.note || null,
      });
      toast.success(format(term ? text.updated : text.added, { term: values.term }));
      onOpenChange(false);
    } catch (error) {
      if (error instanceof DuplicateGlossaryTermError) {
        form.setError(
          'term',
          { message: format(text.duplicate, { term: values.term }) },
          { shouldFocus: true },
        );
        return;
      }
      form.setError('root', { message: text.saveFailed });
    }
  });

  const rules = [
    { value: 'never', label: text.neverTranslate, hint: text.neverTranslateHint },
    { value: 'fixed', label: text.fixed, hint: text.fixedHint },
  ] as const;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-2 grid gap-5">
      <FormField
        id={`${id}-term`}
        label={text.term}
        required
        hint={text.termHint}
        error={errors.term?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('term')}
            lang={languageTags[source]}
            autoComplete="off"
            maxLength={translationLimits.term + 20}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-caption mb-1 font-semibold">{text.rule}</legend>
        {rules.map((rule) => (
          <label key={rule.value} className="flex items-start gap-2.5">
            <input
              type="radio"
              value={rule.value}
              {...form.register('rule')}
              className="accent-primary mt-1 size-4 shrink-0"
              aria-describedby={`${id}-${rule.value}-hint`}
            />
            <span>
              <span className="text-body block">{rule.label}</span>
              <span id={`${id}-${rule.value}-hint`} className="text-caption text-muted-foreground">
                {rule.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {fixed ? (
        <FormField
          id={`${id}-translation`}
          label={text.translation}
          required
          error={errors.translation?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('translation')}
              lang={languageTags[target]}
              autoComplete="off"
              maxLength={translationLimits.translation + 20}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id={`${id}-note`}
        label={text.note}
        hint={text.noteHint}
        error={errors.note?.message}
      >
        {(control) => <Textarea {...control} {...form.register('note')} variant="line" />}
      </FormField>
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
          {text.save}
        </Button>
      </div>
    </form>
  );
}
