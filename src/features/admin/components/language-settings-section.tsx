import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import {
  formalities,
  useTranslationSettings,
  type TranslationSetting,
} from '../api/get-translation-settings';
import { useSaveTranslationSetting } from '../api/save-translation-setting';
import {
  createTranslationSettingSchema,
  translationLimits,
  type TranslationSettingValues,
} from '../translation-schemas';
import { FormField } from './form-field';
import { LanguageOptions } from './language-options';
import { LoadError } from './load-error';

/**
 * Per target language: its formality and instructions. One language at a time (a select, then
 * its form), so the section stays short on a phone; the admin's own language comes first unless
 * it is English, which is rarely a target.
 */
export function LanguageSettingsSection() {
  const { messages, language: own } = useLocale();
  const text = messages.admin.translation;
  const id = useId();
  const settings = useTranslationSettings();
  const [language, setLanguage] = useState<LanguageCode>(own === 'en' ? 'de' : own);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 max-w-3xl">
      <h2 id={`${id}-heading`} className="text-heading">
        {text.languages.heading}
      </h2>
      <p className="text-body text-muted-foreground mt-1">{text.languages.description}</p>
      <div className="mt-5">
        <Label htmlFor={`${id}-language`}>{text.languages.language}</Label>
        <NativeSelect
          id={`${id}-language`}
          className="mt-2 w-full sm:w-64"
          value={language}
          onChange={(event) => {
            if (isLanguageCode(event.target.value)) setLanguage(event.target.value);
          }}
        >
          <LanguageOptions />
        </NativeSelect>
      </div>
      {settings.isError ? (
        <div className="mt-5">
          <LoadError
            message={text.loadFailed}
            retryLabel={text.retry}
            onRetry={() => void settings.refetch()}
          />
        </div>
      ) : settings.data ? (
        // Keyed: a language's form starts from what is stored for it.
        <LanguageSettingForm key={language} language={language} setting={settings.data[language]} />
      ) : null}
    </section>
  );
}

function LanguageSettingForm({
  language,
  setting,
}: {
  language: LanguageCode;
  setting: TranslationSetting | undefined;
}) {
  const text = useLocale().messages.admin.translation;
  const languageName = useLanguageName();
  const id = useId();
  const save = useSaveTranslationSetting();
  const schema = useMemo(() => createTranslationSettingSchema(text.validation), [text]);
  const form = useForm<TranslationSettingValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      formality: setting?.formality ?? 'default',
      instructions: setting?.instructions ?? '',
    },
  });
  const { errors } = form.formState;
  const instructions = useWatch({ control: form.control, name: 'instructions' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        language,
        formality: values.formality,
        instructions: values.instructions.trim() || null,
      });
      form.reset(values);
      toast.success(format(text.languages.saved, { language: languageName(language) }));
    } catch {
      toast.error(text.languages.saveFailed);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-5">
      <FormField
        id={`${id}-formality`}
        label={text.languages.formality}
        hint={text.languages.formalityHint}
        error={errors.formality?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('formality')} className="w-full sm:w-80">
            {formalities.map((formality) => (
              <option key={formality} value={formality}>
                {text.languages.formalityOptions[formality]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-instructions`}
        label={text.languages.instructions}
        hint={text.languages.instructionsHint}
        error={errors.instructions?.message}
        count={{ value: instructions.length, max: translationLimits.instructions }}
      >
        {(control) => <Textarea {...control} {...form.register('instructions')} variant="short" />}
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {text.languages.save}
        </Button>
      </div>
    </form>
  );
}
