import { describe, expect, it } from 'vitest';
import { faqJsonLd, scriptJson } from './structured-data';

describe('faqJsonLd', () => {
  it('describes every question as a schema.org FAQPage', () => {
    const data = JSON.parse(
      faqJsonLd([
        { question: 'Q1?', answer: 'A1' },
        { question: 'Q2?', answer: 'A2' },
      ]),
    );
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } },
      { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2' } },
    ]);
  });

  it('cannot close the script element it is inlined into', () => {
    const text = faqJsonLd([{ question: 'x', answer: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text).mainEntity[0].acceptedAnswer.text).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});

describe('scriptJson', () => {
  it('escapes what could end the script element, and reads back unchanged', () => {
    const value = { html: '</script><!-- a & b > c', separators: '\u2028\u2029' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
