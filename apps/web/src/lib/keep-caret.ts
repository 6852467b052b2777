/**
 * Keeps the caret where the person typed. Zag's combobox writes its value back into the box after a
 * change and, when another event follows in the same turn (the list opening, a suggestion arriving),
 * moves the caret to the end: typing in the middle ("Mumba|i") then went on at the end ("Mumbaxi…y").
 * Called on every input event: once the library is done, the caret goes back if only it moved.
 */
export function keepCaret(input: HTMLInputElement, later: (restore: () => void) => void = defaultLater): void {
  const { value, selectionStart: start, selectionEnd: end } = input;
  if (start === null || end === null || end === value.length) return;
  later(() => {
    if (input.value !== value || input.ownerDocument.activeElement !== input) return;
    if (input.selectionStart !== start || input.selectionEnd !== end) input.setSelectionRange(start, end);
  });
}

// After the library's microtask and before the next paint (and again after its effects).
function defaultLater(restore: () => void) {
  queueMicrotask(() => queueMicrotask(restore));
  requestAnimationFrame(restore);
  setTimeout(restore, 0);
}
