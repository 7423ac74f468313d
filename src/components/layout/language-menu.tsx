import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { Popover, PopoverContent } from '@/components/ui/popover';
import { languages, type LanguageCode } from '@/config/languages';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { Flag } from './flag';

/**
 * The language switcher's popover: the ten languages as a listbox. Arrow keys, Home and End move
 * between languages, Enter or Space picks one. Loaded on the switcher's first use; the trigger
 * button is LanguageSwitcher's own, so the popover is anchored to it and hands focus back.
 */
export function LanguageMenu({
  open,
  onOpenChange,
  onPick,
  triggerRef,
  align,
  side,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (code: LanguageCode) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  align: 'start' | 'end';
  side: 'top' | 'bottom';
}) {
  const { language, messages } = useLocale();
  const listRef = useRef<HTMLUListElement>(null);
  const text = messages.common.language;

  const options = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);

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
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <PopoverContent
        align={align}
        side={side}
        className="w-60 p-1.5"
        // Focus lands on the current language, as in a native select.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
        // A press on the trigger toggles it closed itself; as an outside press it would reopen.
        onInteractOutside={(event) => {
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
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
                  'text-caption focus-visible:bg-muted flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2',
                  selected ? 'bg-primary-soft text-primary-strong' : 'hover:bg-muted',
                )}
                onClick={() => onPick(option.code)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onPick(option.code);
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
