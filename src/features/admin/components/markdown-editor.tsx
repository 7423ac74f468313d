import { defaultKeymap, history, historyKeymap, redo } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage, pasteURLAsLink } from '@codemirror/lang-markdown';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap, type ViewUpdate } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { runFormat } from '../lib/editor-view';
import { toggleBlock, toggleInline, toggleLink } from '../lib/markdown-format';

/** The shortcuts writers know from word processors, ahead of CodeMirror's own (Mod-i). */
const formatKeymap = keymap.of([
  { key: 'Mod-b', run: (view) => runFormat(view, toggleInline('bold')) },
  { key: 'Mod-i', run: (view) => runFormat(view, toggleInline('italic')) },
  { key: 'Mod-k', run: (view) => runFormat(view, toggleLink) },
  { key: 'Mod-Alt-2', run: (view) => runFormat(view, toggleBlock('heading2')) },
  { key: 'Mod-Alt-3', run: (view) => runFormat(view, toggleBlock('heading3')) },
  { key: 'Mod-Shift-8', run: (view) => runFormat(view, toggleBlock('bulletList')) },
  { key: 'Mod-Shift-7', run: (view) => runFormat(view, toggleBlock('numberedList')) },
  // Redo by both common shortcuts on every system (CodeMirror binds Mod-Shift-z on Macs only).
  { key: 'Mod-Shift-z', run: redo, preventDefault: true },
  { key: 'Mod-y', run: redo, preventDefault: true },
]);

/** Markdown shown as what it does: headings and bold in bold, italics slanted, links marked. */
const markdownLook = HighlightStyle.define([
  { tag: tags.heading, fontWeight: '700' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: [tags.link, tags.url], color: 'var(--color-primary)' },
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], opacity: '0.7' },
  { tag: tags.quote, fontStyle: 'italic' },
  { tag: tags.monospace, backgroundColor: 'var(--color-muted)' },
]);

const look = EditorView.theme({
  '&': { backgroundColor: 'transparent' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', overflow: 'auto' },
  '.cm-content': { padding: '0.5rem 0', minHeight: '18rem', caretColor: 'currentColor' },
  '.cm-line': { padding: '0 0.75rem' },
});

/**
 * The post body as CodeMirror 6 with its Markdown language: the text stays Markdown, typed or
 * formatted by command, and every change is a transaction of one history, so undo and redo
 * cover typing, formatting and images alike. The form owns the value: `onUpdate` hears every
 * change, and a value set from outside (a reset, a restore) replaces the document.
 * `attributes` go on the editable element (its name, description, invalid state).
 */
export function MarkdownEditor({
  viewRef,
  initialDoc,
  attributes,
  invalid,
  onUpdate,
  onBlur,
  onImageFile,
  className,
}: {
  viewRef: RefObject<EditorView | null>;
  initialDoc: () => string;
  attributes: Record<string, string>;
  invalid: boolean;
  onUpdate: (update: ViewUpdate) => void;
  onBlur: () => void;
  /** An image dropped or pasted, and where in the body it was. */
  onImageFile: (file: File, at: number) => void;
  className?: string;
}) {
  const host = useRef<HTMLDivElement | null>(null);
  const [labels] = useState(() => new Compartment());
  const heard = useEffectEvent((update: ViewUpdate) => {
    onUpdate(update);
    if (update.focusChanged && !update.view.hasFocus) onBlur();
  });
  const image = useEffectEvent((file: File, at: number) => onImageFile(file, at));
  const firstDoc = useEffectEvent(initialDoc);
  const firstAttributes = useEffectEvent(() => attributes);

  useEffect(() => {
    const imageIn = (files: FileList | undefined | null) =>
      [...(files ?? [])].find((file) => file.type.startsWith('image/'));
    const extensions: Extension[] = [
      history(),
      Prec.highest(formatKeymap),
      keymap.of([...markdownKeymap, ...defaultKeymap, ...historyKeymap]),
      markdownLanguage,
      pasteURLAsLink,
      syntaxHighlighting(markdownLook),
      EditorView.lineWrapping,
      // Each line runs in its own direction: an Arabic paragraph right to left.
      EditorView.perLineTextDirection.of(true),
      labels.of(EditorView.contentAttributes.of(firstAttributes())),
      look,
      EditorView.updateListener.of((update) => heard(update)),
      EditorView.domEventHandlers({
        paste(event, view) {
          const file = imageIn(event.clipboardData?.files);
          if (!file) return false; // text pastes as text
          event.preventDefault();
          image(file, view.state.selection.main.head);
          return true;
        },
        dragover(event) {
          if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
          return false;
        },
        drop(event, view) {
          const file = imageIn(event.dataTransfer?.files);
          if (!file) return false;
          event.preventDefault();
          const at = view.posAtCoords({ x: event.clientX, y: event.clientY });
          image(file, at ?? view.state.selection.main.head);
          return true;
        },
      }),
    ];
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({ doc: firstDoc(), extensions }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [labels, viewRef]);

  // A <label for> cannot focus a contenteditable, so a click on the field's label does it here.
  const labelId = attributes['aria-labelledby'];
  useEffect(() => {
    const label = labelId ? document.getElementById(labelId) : null;
    if (!label) return;
    const focus = () => viewRef.current?.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [labelId, viewRef]);

  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: labels.reconfigure(
        EditorView.contentAttributes.of(JSON.parse(attributeKey) as Record<string, string>),
      ),
    });
  }, [attributeKey, labels, viewRef]);

  return (
    <div
      ref={host}
      data-invalid={invalid || undefined}
      className={cn(
        'border-input bg-background text-foreground text-caption rounded-md border font-mono leading-relaxed',
        'focus-within:outline-ring focus-within:outline-2 focus-within:outline-offset-1',
        'data-invalid:border-destructive [&_.cm-scroller]:max-h-[70vh]',
        className,
      )}
    />
  );
}
