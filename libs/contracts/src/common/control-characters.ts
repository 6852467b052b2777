/**
 * Control characters (C0 except tab, line feed and carriage return; DEL; C1) have no place in text
 * people type. PostgreSQL refuses NUL outright, and the others hide text in logs and mails, so every
 * request is checked once, at the edge, whatever schema it is validated with.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MAX_DEPTH = 32;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

/** The path of the first string (or object key) holding a control character, or null when there is none. */
export function findControlCharacter(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key];
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
