import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  TextQuote,
  type LucideIcon,
} from 'lucide-react';
import { Toolbar } from 'radix-ui';
import { Fragment } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { Messages } from '@/i18n/messages';
import { cn } from '@/lib/cn';
import { shortcutLabel, usesCommandKey } from '../lib/editor-view';
import { toggleBlock, toggleInline, toggleLink, type FormatCommand } from '../lib/markdown-format';

type ToolName = Exclude<
  keyof Messages['admin']['toolbar'],
  'label' | 'withShortcut' | 'saveShortcutLive'
>;

interface Tool {
  name: ToolName;
  icon: LucideIcon;
  command: FormatCommand;
  /** The key pressed with Ctrl (⌘ on a Mac), as the editor's keymap binds it. */
  key?: string;
}

/** The tools in groups, as word processors order them: blocks, inline, lists. */
const groups: Tool[][] = [
  [
    { name: 'heading2', icon: Heading2, command: toggleBlock('heading2'), key: 'Alt+2' },
    { name: 'heading3', icon: Heading3, command: toggleBlock('heading3'), key: 'Alt+3' },
  ],
  [
    { name: 'bold', icon: Bold, command: toggleInline('bold'), key: 'B' },
    { name: 'italic', icon: Italic, command: toggleInline('italic'), key: 'I' },
    { name: 'link', icon: Link, command: toggleLink, key: 'K' },
  ],
  [
    { name: 'bulletList', icon: List, command: toggleBlock('bulletList'), key: 'Shift+8' },
    {
      name: 'numberedList',
      icon: ListOrdered,
      command: toggleBlock('numberedList'),
      key: 'Shift+7',
    },
    { name: 'quote', icon: TextQuote, command: toggleBlock('quote') },
  ],
];

const buttonClasses = cn(
  'text-foreground inline-flex size-11 shrink-0 items-center justify-center rounded-md sm:size-9',
  'hover:bg-muted focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-1',
  'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4.5',
);

/**
 * The body's formatting toolbar: one ARIA toolbar (a single tab stop, arrow keys between the
 * buttons), each button named in the admin's language with its shortcut in a tooltip and in
 * aria-keyshortcuts. A button runs its command in the editor and gives the focus back to it.
 * On a phone the buttons are 44 px and wrap onto a second row.
 */
export function EditorToolbar({
  onFormat,
  onImage,
  imageLabel,
  imageDisabled,
}: {
  onFormat: (command: FormatCommand) => void;
  onImage: () => void;
  imageLabel: string;
  imageDisabled: boolean;
}) {
  const text = useLocale().messages.admin.toolbar;
  const mac = usesCommandKey();
  const tooltip = (name: string, key?: string) =>
    key ? format(text.withShortcut, { name, shortcut: shortcutLabel(key) }) : name;
  const ariaShortcut = (key: string) => `${mac ? 'Meta' : 'Control'}+${key}`;

  return (
    <TooltipProvider>
      <Toolbar.Root
        aria-label={text.label}
        className="border-input flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 p-1"
      >
        {groups.map((group, index) => (
          <Fragment key={group[0]!.name}>
            {index > 0 ? (
              <Toolbar.Separator className="bg-border mx-1 hidden h-6 w-px sm:block" />
            ) : null}
            {group.map((tool) => (
              <Tooltip key={tool.name}>
                <TooltipTrigger asChild>
                  <Toolbar.Button
                    type="button"
                    aria-label={text[tool.name]}
                    aria-keyshortcuts={tool.key ? ariaShortcut(tool.key) : undefined}
                    className={buttonClasses}
                    // The editor keeps its selection and focus while the button is pressed.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onFormat(tool.command)}
                  >
                    <tool.icon aria-hidden />
                  </Toolbar.Button>
                </TooltipTrigger>
                <TooltipContent>{tooltip(text[tool.name], tool.key)}</TooltipContent>
              </Tooltip>
            ))}
          </Fragment>
        ))}
        <Toolbar.Separator className="bg-border mx-1 hidden h-6 w-px sm:block" />
        <Tooltip>
          <TooltipTrigger asChild>
            <Toolbar.Button
              type="button"
              aria-label={imageLabel}
              className={buttonClasses}
              disabled={imageDisabled}
              onClick={onImage}
            >
              <ImagePlus aria-hidden />
            </Toolbar.Button>
          </TooltipTrigger>
          <TooltipContent>{imageLabel}</TooltipContent>
        </Tooltip>
      </Toolbar.Root>
    </TooltipProvider>
  );
}
