import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/config/languages';
import { de } from '@/i18n/locales/de';
import { en } from '@/i18n/locales/en';
import { es } from '@/i18n/locales/es';
import { fr } from '@/i18n/locales/fr';
import { it as italian } from '@/i18n/locales/it';
import { ja } from '@/i18n/locales/ja';
import { ko } from '@/i18n/locales/ko';
import { nl } from '@/i18n/locales/nl';
import { pt } from '@/i18n/locales/pt';
import { zh } from '@/i18n/locales/zh';
import { sniffImageType } from './lib/image-file';
import { createPostFormSchema, emptyPostForm } from './schemas';

/**
 * Hostile input against the post form's schema (the one the editor validates with, before a save
 * is sent): every case ends in a clear message in the editor's language, or passes through
 * unchanged (the database stores it as text and the blog escapes or sanitises it on display).
 * The rendered form meets hostile files in tests/e2e/hostile-input.spec.ts; the REST and Storage
 * layers have their own corpus.
 */
const catalogues = { de, en, es, fr, it: italian, ja, ko, nl, pt, zh };
const valid = { ...emptyPostForm(), title: 'A title', slug: 'a-title', content_markdown: 'Body' };

function issues(language: keyof typeof catalogues, values: Record<string, unknown>) {
  const messages = catalogues[language].admin.editor.validation;
  const result = createPostFormSchema(messages).safeParse({ ...valid, ...values });
  if (result.success) return { ok: true as const, data: result.data, errors: {} };
  return {
    ok: false as const,
    errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])),
  };
}

const nul = '\u0000';

describe.each(languageCodes)("the post form's schema against hostile input in %s", (language) => {
  const text = catalogues[language].admin.editor.validation;

  it('very long strings get the length messages', () => {
    const long = 'x'.repeat(100_000);
    expect(
      issues(language, {
        title: long,
        slug: 'a'.repeat(201),
        excerpt: long,
        meta_description: long,
      }).errors,
    ).toEqual({
      title: text.titleTooLong,
      slug: text.slugTooLong,
      excerpt: text.excerptTooLong,
      meta_description: text.metaDescriptionTooLong,
    });
  });

  it('NUL bytes are refused field by field with a message, not sent to fail the save', () => {
    const values = {
      title: `Title${nul}`,
      excerpt: `a${nul}b`,
      content_markdown: `${nul}# Body`,
      author: `A${nul}`,
      category: `C${nul}`,
      tags: `one,${nul}two`,
      meta_description: nul,
    };
    expect(issues(language, values).errors).toEqual(
      Object.fromEntries(Object.keys(values).map((field) => [field, text.nulCharacter])),
    );
  });

  it('wrong types get a message instead of a crash', () => {
    expect(
      issues(language, {
        title: 42,
        excerpt: null,
        tags: ['a'],
        content_markdown: { html: '<p>' },
        read_time: '5',
        featured_image: 7,
      }).errors,
    ).toEqual({
      title: text.notText,
      excerpt: text.notText,
      tags: text.notText,
      content_markdown: text.notText,
      read_time: text.readTimeInvalid,
      featured_image: text.notText,
    });
    expect(issues(language, { read_time: Number.NaN }).errors).toEqual({
      read_time: text.readTimeInvalid,
    });
    expect(issues(language, { read_time: 2.5 }).errors).toEqual({
      read_time: text.readTimeInvalid,
    });
    expect(issues(language, { read_time: Number.POSITIVE_INFINITY }).errors).toEqual({
      read_time: text.readTimeInvalid,
    });
  });

  it('a slug is plain lowercase ASCII: unicode, SQL and HTML are explained', () => {
    for (const slug of ['café', 'مرحبا', "x'; drop table blog_posts; --", '<script>', '../etc']) {
      expect(issues(language, { slug }).errors, slug).toEqual({ slug: text.slugFormat });
    }
  });
});

describe('hostile text the form accepts unchanged (stored as text, escaped on display)', () => {
  it.each([
    ['right-to-left text', 'مرحبا بالعالم — שלום עולם'],
    ['a bidi override', 'evil\u202Egnp.exe'],
    ['emoji and combining marks', '👩🏽‍💻 Ṩ̃ é'],
    ['an SQL fragment', "Robert'); DROP TABLE blog_posts;--"],
    ['an HTML fragment', '<img src=x onerror=alert(1)><script>alert(1)</script>'],
    ['a template fragment', '{{constructor.constructor("alert(1)")()}} ${7*7}'],
  ])('%s', (_, value) => {
    const result = issues('en', {
      title: value,
      excerpt: value,
      content_markdown: value,
      tags: value,
    });
    expect(result.errors).toEqual({});
    expect(result.ok && result.data).toMatchObject({
      title: value,
      excerpt: value,
      content_markdown: value,
      tags: value,
    });
  });

  it('counts length in characters, as char_length in the database does', () => {
    expect(issues('en', { title: '😀'.repeat(200) }).errors).toEqual({});
    expect(issues('en', { title: '😀'.repeat(201) }).errors).toEqual({
      title: en.admin.editor.validation.titleTooLong,
    });
  });
});

describe('image files are recognised by their bytes, not their name', () => {
  const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
  it.each([
    ['PNG', '\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'image/png'],
    ['JPEG', '\xff\xd8\xff\xe0\0\x10JFIF', 'image/jpeg'],
    ['GIF', 'GIF89a\x01\0\x01\0', 'image/gif'],
    ['WebP', 'RIFF\x24\0\0\0WEBPVP8 ', 'image/webp'],
    ['AVIF', '\0\0\0\x1cftypavif\0\0\0\0', 'image/avif'],
  ])('%s', (_, header, type) => {
    expect(sniffImageType(bytes(header))).toBe(type);
  });

  it.each([
    ['text named .png', 'just some notes, not a picture'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page', '<!doctype html><script>alert(1)</script>'],
    ['an empty file', ''],
    ['a truncated PNG signature', '\x89PNG'],
  ])('%s is no image', (_, content) => {
    expect(sniffImageType(bytes(content))).toBeNull();
  });
});
