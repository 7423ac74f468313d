import { describe, expect, it } from 'vitest';
import { emptyPostForm } from '../schemas';
import { handOff, takeHandOff, typedSince } from './editor-handoff';

describe('the hand-off from a new post’s editor to the one at its address', () => {
  const saved = { ...emptyPostForm(), title: 'Launch day', tags: 'ai, demos' };

  it('hands over only the fields typed since the save, once', () => {
    const typed = typedSince(saved, { ...saved, content_markdown: 'Words typed meanwhile' });
    expect(typed).toEqual({ content_markdown: 'Words typed meanwhile' });
    handOff('post-1', typed);
    expect(takeHandOff('post-1')).toEqual({ content_markdown: 'Words typed meanwhile' });
    expect(takeHandOff('post-1')).toBeUndefined();
  });

  it('hands over nothing when nothing was typed since the save', () => {
    handOff('post-2', typedSince(saved, { ...saved }));
    expect(takeHandOff('post-2')).toBeUndefined();
  });
});
