import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import MarkdownIt from 'markdown-it';
import cjkFriendly from 'markdown-it-cjk-friendly';
import { parseImageRef } from '@/lib/images/image-ref';
import { imageSources } from '@/lib/images/image-sources';

/**
 * Post bodies are written by admins but shown to everyone, so every HTML string that reaches the
 * DOM goes through `sanitizeHtml` first: a stolen admin session or a pasted snippet must never
 * become script on a visitor's page.
 */

/**
 * CommonMark as GFM writes it (tables, strikethrough, links typed with their scheme), plus the
 * blog's own rules: a single line break becomes <br>, and only "# " (a hash and a space) starts a
 * heading. Raw HTML passes through to the sanitizer, which alone decides what stays.
 *
 * The cjk-friendly extension fixes emphasis in Japanese, Chinese and Korean: CommonMark does not
 * close `**` after punctuation such as 。 or 」 when a letter follows without a space
 * (`**見出し。**本文`), and those languages put no spaces between words, so without it a
 * translated post shows its asterisks.
 */
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true }).use(cjkFriendly);
// Only URLs that carry their scheme (and e-mail addresses) become links by themselves: a bare
// "demoly.ai" in a sentence stays text.
markdown.linkify.set({ fuzzyLink: false });

const sanitizeConfig: Config = {
  // HTML only: <svg> and <math> are dropped wholesale, which removes the namespace-confusion
  // (mXSS) tricks and svg <script>/<animate> payloads in one rule.
  USE_PROFILES: { html: true },
  // Allowed by DOMPurify's defaults but not wanted in an article: <style> (CSS exfiltration,
  // overlays), forms and their controls (phishing), and document-level tags.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'fieldset',
    'dialog',
    'template',
    'noscript',
    'base',
    'link',
    'meta',
  ],
  // Inline styles can overlay the page or leak data through url(); the prose styles the body.
  FORBID_ATTR: ['style', 'autofocus', 'formaction', 'action', 'srcdoc', 'ping'],
  ALLOW_DATA_ATTR: false,
  // Authors may open a link in a new tab; the hook below then adds rel="noopener noreferrer".
  ADD_ATTR: ['target'],
  // ids and names are prefixed ("user-content-") so content cannot clobber globals like
  // window.someName that the app's own scripts may read.
  SANITIZE_NAMED_PROPS: true,
};

let purifier: DOMPurify | null | undefined;

/**
 * The browser sanitizes with its own window. Server rendering (Node, no DOM) uses jsdom, loaded
 * at run time through `createRequire` so bundlers never see it: the client bundle stays free of
 * jsdom and the server only pays for it on the first post it renders.
 */
function serverWindow(): WindowLike {
  const nodeModule = process.getBuiltinModule('node:module');
  const require = nodeModule.createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as {
    JSDOM: new (html: string) => { window: unknown };
  };
  return new JSDOM('<!doctype html><html><body></body></html>').window as WindowLike;
}

function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  let instance: DOMPurify | null = null;
  try {
    instance = createDOMPurify(typeof window === 'undefined' ? serverWindow() : window);
  } catch (error) {
    console.error('The HTML sanitizer could not start; post content will not be shown.', error);
  }
  if (instance && !instance.isSupported) instance = null;
  instance?.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      // A new tab must not get a handle on this page (reverse tabnabbing) nor our URL.
      if (node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node.hasAttribute('target')) {
        node.removeAttribute('target');
      }
    }
    if (node.nodeName === 'IMG') {
      // Images in a post body are below the header: let the browser fetch them lazily.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // An upload is asked of Storage at the width the screen needs, as featured images are.
      const ref = parseImageRef(node.getAttribute('src'));
      if (ref?.kind === 'storage') {
        const sources = imageSources(ref, 'body');
        node.setAttribute('src', sources.src);
        node.setAttribute('srcset', sources.srcSet ?? '');
        node.setAttribute('sizes', sources.sizes ?? '');
        if (sources.width && sources.height) {
          node.setAttribute('width', String(sources.width));
          node.setAttribute('height', String(sources.height));
        }
      }
    }
  });
  purifier = instance;
  return purifier;
}

/**
 * Returns HTML that is safe to put in the DOM: no scripts, event handlers, javascript:/vbscript:
 * URLs, inline styles, frames, objects, forms, svg/math or document-level tags. Fails closed:
 * without a working sanitizer it returns an empty string, never the input.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ...sanitizeConfig, RETURN_TRUSTED_TYPE: false }) as string;
}

/**
 * Markdown to HTML as the editor saves it and the blog shows it: headings, bold, italics, lists,
 * links, and single line breaks kept as <br>. The result is already sanitized, so it is safe to
 * store and to display.
 */
export function markdownToHtml(source: string): string {
  if (!source.trim()) return '';
  return sanitizeHtml(markdown.render(source));
}
