import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '@/lib/markdown';
import { insertImageMarkdown } from './insert-image';

describe('insertImageMarkdown', () => {
  it('puts the image in its own paragraph at the caret and moves the caret after it', () => {
    const body = 'First paragraph.\nSecond line.';
    const at = 'First paragraph.'.length;
    const { text, caret } = insertImageMarkdown(body, at, 'A chart', 'blog-images/a.png');
    expect(text).toBe('First paragraph.\n\n![A chart](blog-images/a.png)\n\nSecond line.');
    expect(text.slice(caret)).toBe('\nSecond line.');
  });

  it('adds no blank lines the text already has, at the start or the end', () => {
    expect(insertImageMarkdown('', 0, 'x', 'blog-images/a.png').text).toBe(
      '![x](blog-images/a.png)',
    );
    expect(insertImageMarkdown('Intro\n\n', 7, 'x', 'blog-images/a.png').text).toBe(
      'Intro\n\n![x](blog-images/a.png)',
    );
  });

  it('keeps brackets, backslashes and line breaks in the alt text from breaking the image', () => {
    const { text } = insertImageMarkdown('', 0, 'Team [Q3]\nresults \\ plan', 'blog-images/a.png');
    expect(text).toBe('![Team \\[Q3\\] results \\\\ plan](blog-images/a.png)');
    expect(markdownToHtml(text)).toContain('alt="Team [Q3] results \\ plan"');
  });
});
