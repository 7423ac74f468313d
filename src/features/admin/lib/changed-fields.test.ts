import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/locales/en';
import { changedFieldLabels } from './changed-fields';

const text = en.admin;

describe('changedFieldLabels', () => {
  it('names what the author changed, in the form’s order, once each', () => {
    expect(changedFieldLabels(['title', 'content_markdown', 'content_html'], text)).toEqual([
      'Title',
      'Content',
    ]);
    expect(changedFieldLabels(['status', 'published_at', 'outrank_id'], text)).toEqual([
      'Publication',
    ]);
  });

  it('a scheduled post going live by itself is not a change of its publication', () => {
    expect(changedFieldLabels(['status'], text)).toEqual(['Published as scheduled']);
    expect(changedFieldLabels(['status', 'tags'], text)).toEqual(['Tags']);
  });

  it('marking a translation up to date says so', () => {
    expect(changedFieldLabels(['source_version'], text)).toEqual(['Marked as up to date']);
  });

  it('a change of which segments are reviewed is named once, as the review', () => {
    // The database lists the generated needs_review beside segment_states.
    expect(changedFieldLabels(['needs_review', 'segment_states'], text)).toEqual([
      'Translation review',
    ]);
  });
});
