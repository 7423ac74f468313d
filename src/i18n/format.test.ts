import { describe, expect, it } from 'vitest';
import { format } from './format';

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{minutes} min read · {missing}', { minutes: 5 })).toBe('5 min read · {missing}');
  });
});
