/**
 * The body with `![alt](image)` put in at `at`, as a paragraph of its own (a blank line before
 * and after, unless the text already has one), and where the caret goes after it. The alt text
 * is escaped so that its brackets or a backslash cannot end the Markdown image early, and its
 * line breaks become spaces (alt text is one line).
 */
export function insertImageMarkdown(
  body: string,
  at: number,
  alt: string,
  image: string,
): { text: string; caret: number } {
  const position = Math.min(Math.max(at, 0), body.length);
  const before = body.slice(0, position);
  const after = body.slice(position);
  const safeAlt = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (char) => `\\${char}`);
  const markdown = `![${safeAlt}](${image})`;
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${markdown}${tail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
