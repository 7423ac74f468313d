import { Check, ChevronDown } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { getLanguage, languages, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { Flag } from './flag';

/**
 * The language switcher (spec §2): a popover with the ten languages as a listbox. Arrow keys,
 * Home and End move between languages, Enter or Space picks one; the pick is saved with source
 * user and the same page opens in that language (LocaleProvider.setLanguage).
 */
export function LanguageSwitcher({
  className,
  align = 'end',
  side = 'bottom',
  onSelect,
}: {
  className?: string;
  align?: 'start' | 'end';
  side?: 'top' | 'bottom';
  /** Called after a language is picked (the mobile drawer closes itself). */
  onSelect?: () => void;
}) {
  const { language, messages, setLanguage } = useLocale();
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const current = getLanguage(language);
  const text = messages.common.language;

  const options = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);

  const pick = (code: LanguageCode) => {
    setOpen(false);
    onSelect?.();
    if (code !== language) void setLanguage(code);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = options();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const target = {
      ArrowDown: index < last ? index + 1 : 0,
      ArrowUp: index > 0 ? index - 1 : last,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={format(text.change, {
          language: current.name,
          code: current.code.toUpperCase(),
        })}
        className={cn(
          'group text-caption text-foreground hover:bg-muted data-[state=open]:bg-muted inline-flex h-9 items-center gap-2 rounded-md px-2.5 font-semibold transition-colors',
          className,
        )}
      >
        <Flag code={current.code} />
        <span>{current.code.toUpperCase()}</span>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </PopoverTrigger>
      <PopoverContent
        align={align}
        side={side}
        className="w-60 p-1.5"
        // Focus lands on the current language, as in a native select.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
        }}
      >
        <p className="text-micro text-muted-foreground px-2.5 pt-1.5 pb-1 font-semibold uppercase">
          {text.label}
        </p>
        <ul
          ref={listRef}
          role="listbox"
          aria-label={text.label}
          className="max-h-[min(24rem,60vh)] overflow-y-auto"
          onKeyDown={onListKeyDown}
        >
          {languages.map((option) => {
            const selected = option.code === language;
            return (
              <li
                key={option.code}
                role="option"
                aria-selected={selected}
                lang={option.code}
                tabIndex={selected ? 0 : -1}
                data-language={option.code}
                className={cn(
                  'text-caption hover:bg-muted focus-visible:bg-muted flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2',
                  selected && 'bg-primary-soft text-primary-strong hover:bg-primary-soft',
                )}
                onClick={() => pick(option.code)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    pick(option.code);
                  }
                }}
              >
                <Flag code={option.code} />
                <span className="flex-1 font-medium">{option.name}</span>
                <span className="text-micro text-muted-foreground font-semibold">
                  {option.code.toUpperCase()}
                </span>
                <Check
                  aria-hidden
                  className={cn('text-primary size-4', selected ? 'visible' : 'invisible')}
                />
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
