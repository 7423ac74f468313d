import { useLocale } from '@/i18n/use-locale';
import { GlossarySection } from './glossary-section';
import { LanguageSettingsSection } from './language-settings-section';

/**
 * Machine translation's settings, for admins: how formal each target language is and a style
 * note for chat models, then the glossary of a language pair. Every translation call applies
 * them (supabase/functions/translate).
 */
export function TranslationSettingsPage() {
  const text = useLocale().messages.admin.translation;
  return (
    <section className="container py-10 sm:py-14" aria-labelledby="translation-settings-title">
      <h1 id="translation-settings-title" tabIndex={-1} className="text-display outline-none">
        {text.title}
      </h1>
      <p className="text-lead text-muted-foreground mt-2 max-w-3xl">{text.description}</p>
      <LanguageSettingsSection />
      <GlossarySection />
    </section>
  );
}
