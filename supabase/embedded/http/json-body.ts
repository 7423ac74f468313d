/**
 * Request bodies are JSON that the server parses and re-serialises. V8's JSON.parse accepts
 * nesting of any depth but JSON.stringify (and Postgres' json parser) recurse, so a body nested
 * a few thousand levels deep overflowed the stack and answered 500. No row of this API needs
 * more than a handful of levels; deeper bodies are refused before parsing.
 */
export const maxJsonDepth = 64;

/** True when `text` opens more than `limit` arrays/objects inside one another. */
export function jsonTooDeep(text: string, limit = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
