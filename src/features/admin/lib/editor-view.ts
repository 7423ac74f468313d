import { Annotation } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { FormatCommand } from './markdown-format';

/** The body editor's view helpers: running commands, taking values from the form, shortcuts. */

/** Runs a formatting command in the view, as one step of its history, and keeps the focus. */
export function runFormat(view: EditorView, command: FormatCommand): boolean {
  const spec = command(view.state);
  if (spec) view.dispatch(spec);
  view.focus();
  return true;
}

/** Marks a change that came from the form (a reset, a restored version), not from typing. */
export const fromForm = Annotation.define<boolean>();

/**
 * Puts a value set from outside the editor (a reset, a restored version) in the view, as the
 * smallest change that turns the document into it: the caret stays where it can, and undo
 * brings back what was there before.
 */
export function replaceDoc(view: EditorView, text: string): void {
  const current = view.state.doc.toString();
  if (current === text) return;
  let start = 0;
  const shortest = Math.min(current.length, text.length);
  while (start < shortest && current[start] === text[start]) start++;
  let end = 0;
  while (
    end < shortest - start &&
    current[current.length - 1 - end] === text[text.length - 1 - end]
  ) {
    end++;
  }
  view.dispatch({
    changes: {
      from: start,
      to: current.length - end,
      insert: text.slice(start, text.length - end),
    },
    annotations: fromForm.of(true),
    userEvent: 'set',
  });
}

/** Whether shortcuts use ⌘ (Apple) rather than Ctrl. */
export function usesCommandKey(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** A shortcut as the admin's keyboard labels it: "Ctrl+B", or "⌘B" on a Mac. */
export function shortcutLabel(key: string): string {
  return usesCommandKey() ? `⌘${key.replace(/\+/g, '')}` : `Ctrl+${key}`;
}
