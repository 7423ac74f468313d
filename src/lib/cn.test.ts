import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import config from '../../tailwind.config';
import { assertNoClassConflicts } from './class-conflicts';
import { cn } from './cn';

// The check also logs what it throws: the server render keeps a throwing part's fallback silently.
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
});

describe('cn', () => {
  it('joins what is truthy, as written', () => {
    const compact = false;
    expect(
      cn('px-4', compact && 'hidden', undefined, { 'font-semibold': true, italic: false }),
    ).toBe('px-4 font-semibold');
  });

  it('refuses two utilities for one property, here in development and tests', () => {
    expect(() => cn('h-11 px-5', 'h-12')).toThrow(/h-11 .*overridden/);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/h-11 .*overridden/));
  });
});

describe('assertNoClassConflicts', () => {
  // The check lists the type-scale names itself: importing the config would put it in the app chunk.
  it.each(Object.keys(config.theme?.extend?.fontSize ?? {}))(
    'knows the type-scale size text-%s from tailwind.config.ts is a size, not a colour',
    (name) => {
      expect(() => assertNoClassConflicts(`text-primary-foreground text-${name}`)).not.toThrow();
      expect(() => assertNoClassConflicts(`text-body text-${name}`)).toThrow();
    },
  );

  it.each([
    ['a text colour beside a custom type-scale size', 'text-primary-foreground text-caption'],
    [
      'one property under different variants',
      'inline-flex max-lg:hidden hover:bg-muted bg-background',
    ],
    ['a border width and a border colour', 'border border-transparent'],
    ['a colour and a gradient image', 'bg-background bg-linear-to-br from-primary'],
  ])('accepts %s', (_, classes) => {
    expect(() => assertNoClassConflicts(classes)).not.toThrow();
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['two custom type-scale sizes', 'text-body text-caption', 'text-body'],
    ['two text colours', 'text-foreground text-primary', 'text-foreground'],
    ['a display hidden later', 'inline-flex hidden lg:inline-flex', 'inline-flex'],
    ['padding on an axis, then on that axis again', 'px-2.5 gap-1 px-3', 'px-2.5'],
    ['the same class twice', 'flex flex', 'flex'],
  ])('refuses %s, naming the loser', (_, classes, loser) => {
    expect(() => assertNoClassConflicts(classes)).toThrow(new RegExp(`: ${loser}\\b`));
  });
});
