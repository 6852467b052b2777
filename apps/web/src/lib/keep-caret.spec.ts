import { keepCaret } from './keep-caret';

function box(value: string, caret: number) {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = value;
  input.focus();
  input.setSelectionRange(caret, caret);
  return input;
}

describe('keepCaret', () => {
  afterEach(() => document.body.replaceChildren());

  it('puts the caret back where the person typed when something moved it to the end', () => {
    const input = box('Mumbaxi, Maharashtra, India', 6);
    let restore!: () => void;
    keepCaret(input, (r) => (restore = r));
    input.setSelectionRange(input.value.length, input.value.length); // the library's "caret to end"
    restore();
    expect([input.selectionStart, input.selectionEnd]).toEqual([6, 6]);
  });

  it('leaves it alone at the end, after the text changed again, or once the box lost focus', () => {
    const atEnd = box('Mumbai', 6);
    const later = jest.fn();
    keepCaret(atEnd, later);
    expect(later).not.toHaveBeenCalled();

    const changed = box('Mumbaxi', 6);
    keepCaret(changed, (r) => {
      changed.value = 'London';
      changed.setSelectionRange(6, 6);
      r();
    });
    expect(changed.selectionStart).toBe(6);

    const blurred = box('Mumbaxi', 6);
    keepCaret(blurred, (r) => {
      blurred.setSelectionRange(7, 7);
      blurred.blur();
      r();
    });
    expect(blurred.selectionStart).toBe(7);
  });
});
