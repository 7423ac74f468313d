// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { splitHoistedHead } from './hoisted-head';

describe('splitHoistedHead', () => {
  it('moves the tags React 19 hoists out of the body markup', () => {
    const markup = renderToString(
      createElement(
        'div',
        null,
        createElement('title', null, 'Preise | Demoly'),
        createElement('meta', { name: 'description', content: 'a > b & "c"' }),
        createElement('link', { rel: 'canonical', href: 'https://demoly.ai/de/pricing' }),
        createElement('p', null, 'Hallo'),
      ),
    );
    const { head, body } = splitHoistedHead(markup);
    expect(head).toContain('<title>Preise | Demoly</title>');
    expect(head).toContain('name="description"');
    expect(head).toContain('rel="canonical"');
    expect(body).toBe('<div><p>Hallo</p></div>');
  });

  it('leaves markup without hoisted tags alone', () => {
    expect(splitHoistedHead('<main><title>x</title></main>')).toEqual({
      head: '',
      body: '<main><title>x</title></main>',
    });
  });
});
