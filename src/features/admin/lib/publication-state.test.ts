import { describe, expect, it } from 'vitest';
import {
  primaryLabel,
  publicationFor,
  savedMessage,
  secondaryLabel,
  stateOf,
  type PublishingChoice,
} from './publication-state';
import { toLocalInput } from './publish-time';

const now = Date.parse('2026-11-27T10:00:00Z');
const choice = (overrides: Partial<PublishingChoice> = {}): PublishingChoice => ({
  when: 'now',
  scheduleAt: '',
  republish: false,
  ...overrides,
});

describe('stateOf', () => {
  it('reads a post’s state by the clock: a scheduled post whose time has come is published', () => {
    expect(stateOf(null, now)).toBe('new');
    expect(stateOf({ status: 'draft', published_at: null }, now)).toBe('draft');
    expect(stateOf({ status: 'scheduled', published_at: '2026-11-27T11:00:00Z' }, now)).toBe(
      'scheduled',
    );
    expect(stateOf({ status: 'scheduled', published_at: '2026-11-27T09:00:00Z' }, now)).toBe(
      'published',
    );
  });
});

describe('labels', () => {
  it('the primary button says what it will do, following “When”', () => {
    expect(primaryLabel('new', 'now')).toBe('create');
    expect(primaryLabel('new', 'later')).toBe('schedule');
    expect(primaryLabel('draft', 'now')).toBe('publish');
    expect(primaryLabel('draft', 'later')).toBe('schedule');
    expect(primaryLabel('scheduled', 'now')).toBe('publishNow');
    expect(primaryLabel('scheduled', 'later')).toBe('update');
    expect(primaryLabel('published', 'later')).toBe('update');
  });

  it('the secondary button takes a public or scheduled post back to a draft', () => {
    expect(secondaryLabel('new')).toBe('saveDraft');
    expect(secondaryLabel('draft')).toBe('saveDraft');
    expect(secondaryLabel('scheduled')).toBe('unschedule');
    expect(secondaryLabel('published')).toBe('unpublish');
  });
});

describe('publicationFor', () => {
  it('a published post keeps its date unless republished', () => {
    const at = '2026-11-01T00:00:00Z';
    expect(publicationFor('primary', 'published', choice(), at, now)).toEqual({
      kind: 'keep',
      publishedAt: at,
    });
    expect(publicationFor('primary', 'published', choice({ republish: true }), at, now)).toEqual({
      kind: 'publish',
    });
    expect(publicationFor('draft', 'published', choice(), at, now)).toEqual({ kind: 'draft' });
  });

  it('a schedule needs a time in the future', () => {
    const later = choice({ when: 'later' });
    expect(publicationFor('primary', 'draft', later, null, now)).toEqual({
      problem: 'scheduleRequired',
    });
    const past = choice({ when: 'later', scheduleAt: toLocalInput(new Date(now - 60_000)) });
    expect(publicationFor('primary', 'draft', past, null, now)).toEqual({
      problem: 'schedulePast',
    });
    const future = new Date(now + 3_600_000);
    future.setSeconds(0, 0);
    const result = publicationFor(
      'primary',
      'new',
      choice({ when: 'later', scheduleAt: toLocalInput(future) }),
      null,
      now,
    );
    expect(result).toEqual({ kind: 'schedule', at: future });
  });
});

describe('savedMessage', () => {
  it('names what happened', () => {
    expect(savedMessage({ kind: 'draft' }, 'published')).toBe('unpublished');
    expect(savedMessage({ kind: 'draft' }, 'new')).toBe('draftSaved');
    expect(savedMessage({ kind: 'publish' }, 'new')).toBe('created');
    expect(savedMessage({ kind: 'publish' }, 'draft')).toBe('published');
    expect(savedMessage({ kind: 'keep', publishedAt: '' }, 'published')).toBe('updated');
  });
});
