/**
 * Tags are typed as one comma-separated text and stored as a list, trimmed, blanks dropped. The
 * full-width comma and the ideographic comma count too: Chinese and Japanese keyboards type them.
 */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(/[,，、]/)) {
    const tag = part.trim();
    // Repeats add nothing to a post's tag list; the first spelling wins.
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export function formatTags(tags: readonly string[] | null | undefined): string {
  return (tags ?? []).join(', ');
}
