// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageKeys } from './storage-keys';
import { adminStorageKeys, isListedStorageKey, storedItems } from './stored-items';

const srcDir = path.resolve(__dirname, '..');
/** Where keys are written out: the site's own, and the registry with the admin's. */
const registryFiles = ['storage-keys.ts', 'stored-items.ts'].map((name) =>
  path.join(srcDir, 'config', name),
);

/** The app's own source: what ships to the browser, not its tests. */
function sourceFiles(dir: string = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Storage keys written out in a source file instead of taken from `storageKeys`. */
function inlineStorageKeys(source: string): string[] {
  const patterns = [
    // localStorage.setItem('x', …), storage.getItem("x"), sessionStorage.removeItem(`x`)
    /\b\w*[sS]torage\s*\.\s*(?:getItem|setItem|removeItem)\(\s*(['"`][^'"`]*['"`])/g,
    // a library's storage option: { storageKey: 'x' }
    /\bstorageKey\s*:\s*(['"`][^'"`]*['"`])/g,
    // a key of ours spelt out anywhere: 'demoly.something' (not the domain)
    /(['"`]demoly\.(?!ai\b)[\w.*-]+['"`])/g,
    // cookies written by hand
    /\b(document\.cookie)\s*=/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

describe('the registry of stored items', () => {
  it('lists every storage key the code has, once', () => {
    const names = storedItems.flatMap((item) => item.names);
    expect(new Set(names).size).toBe(names.length);
    for (const key of [...Object.values(storageKeys), ...Object.values(adminStorageKeys)]) {
      expect(isListedStorageKey(key.endsWith('.') ? `${key}new` : key), key).toBe(true);
    }
  });

  it('is where every source file takes its storage keys from', () => {
    const offenders = sourceFiles()
      .filter((file) => !registryFiles.includes(file))
      .flatMap((file) =>
        inlineStorageKeys(readFileSync(file, 'utf8')).map(
          (key) => `${path.relative(srcDir, file)}: ${key}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('the source check finds keys written out by hand', () => {
    expect(
      inlineStorageKeys(`
        localStorage.setItem('demoly.new-thing', '1');
        sessionStorage.getItem("other");
        window.localStorage.removeItem(\`tpl\`);
        storage.getItem(storageKeys.theme);
        new AuthClient({ storageKey: 'sb-auth' });
        document.cookie = 'a=b';
        const site = 'https://demoly.ai';
      `),
    ).toEqual([
      `'demoly.new-thing'`,
      `"other"`,
      '`tpl`',
      `'sb-auth'`,
      `'demoly.new-thing'`,
      'document.cookie',
    ]);
  });

  it('matches a draft key by its prefix and nothing it does not list', () => {
    expect(isListedStorageKey('demoly.admin.draft.5f0c')).toBe(true);
    expect(isListedStorageKey('demoly.cookie-consent-date')).toBe(true);
    expect(isListedStorageKey('demoly.unknown')).toBe(false);
  });
});
