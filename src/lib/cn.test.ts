import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps a text colour next to a type-scale token', () => {
    expect(cn('text-primary-foreground text-body', 'text-caption')).toBe(
      'text-primary-foreground text-caption',
    );
  });

  it('lets a later colour win over an earlier one', () => {
    expect(cn('text-foreground', 'text-primary')).toBe('text-primary');
  });
});
