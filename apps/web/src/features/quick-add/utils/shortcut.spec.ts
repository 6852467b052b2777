import { isQuickAddShortcut } from './shortcut';

const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; target: EventTarget | null }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: document.body,
  ...extra,
});

describe('Quick Add shortcut', () => {
  it('opens on q outside a text field and on Ctrl+K or Cmd+K anywhere', () => {
    expect(isQuickAddShortcut(key('q'))).toBe(true);
    expect(isQuickAddShortcut(key('Q'))).toBe(true);
    expect(isQuickAddShortcut(key('k', { ctrlKey: true, target: document.createElement('input') }))).toBe(true);
    expect(isQuickAddShortcut(key('k', { metaKey: true }))).toBe(true);
  });

  it('leaves typing alone: q in a field, with a modifier, or other keys', () => {
    expect(isQuickAddShortcut(key('q', { target: document.createElement('input') }))).toBe(false);
    expect(isQuickAddShortcut(key('q', { target: document.createElement('textarea') }))).toBe(false);
    const editable = document.createElement('div');
    editable.setAttribute('role', 'textbox');
    expect(isQuickAddShortcut(key('q', { target: editable }))).toBe(false);
    expect(isQuickAddShortcut(key('q', { ctrlKey: true }))).toBe(false);
    expect(isQuickAddShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isQuickAddShortcut(key('k'))).toBe(false);
  });
});
