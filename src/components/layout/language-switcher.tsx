import { ChevronDown } from 'lucide-react';
import { lazy, memo, Suspense, useCallback, useRef } from 'react';
import { getLanguage, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { usePopupState } from '@/lib/use-popup-state';
import { Flag } from './flag';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() =>
  loadMenu().then(({ LanguageMenu }) => ({ default: memo(LanguageMenu) })),
);

/**
 * The language switcher: a button opening a popover with the ten languages as a
 * listbox (LanguageMenu, fetched on first pointer, focus or press). The pick is saved with source
 * user and the same page opens in that language (LocaleProvider.setLanguage).
 */
export function LanguageSwitcher({
  className,
  tone = 'default',
  align = 'end',
  side = 'bottom',
  onSelect,
}: {
  className?: string;
  /** `inverse` is for a dark background (the footer). */
  tone?: 'default' | 'inverse';
  align?: 'start' | 'end';
  side?: 'top' | 'bottom';
  /** Called after a language is picked (the mobile drawer closes itself). */
  onSelect?: () => void;
}) {
  const { language, messages, setLanguage } = useLocale();
  const { open, expanded, mounted, setOpen } = usePopupState();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = getLanguage(language);
  const text = messages.common.language;
  const warm = () => void loadMenu();

  const pick = useCallback(
    (code: LanguageCode) => {
      setOpen(false);
      onSelect?.();
      if (code !== language) void setLanguage(code);
    },
    [language, onSelect, setLanguage, setOpen],
  );

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        data-state={expanded ? 'open' : 'closed'}
        aria-label={format(text.change, {
          language: current.name,
          code: current.code.toUpperCase(),
        })}
        className={cn(
          'group text-caption inline-flex h-9 items-center gap-2 rounded-md px-2.5 font-semibold transition-colors',
          tone === 'inverse'
            ? 'text-white hover:bg-white/10 data-[state=open]:bg-white/10'
            : 'text-foreground hover:bg-muted data-[state=open]:bg-muted',
          className,
        )}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setOpen(!expanded)}
      >
        <Flag code={current.code} />
        <span>{current.code.toUpperCase()}</span>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <LanguageMenu
            open={open}
            onOpenChange={setOpen}
            onPick={pick}
            triggerRef={triggerRef}
            align={align}
            side={side}
          />
        </Suspense>
      ) : null}
    </>
  );
}
