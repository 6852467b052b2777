import userEvent from '@testing-library/user-event';

/**
 * Puts `text` at the end of a field in one input event, as a paste does, then presses Enter when the
 * text ends with `{Enter}`. For specs that test what a form does with what it holds, not typing itself:
 * `userEvent.type` sends every letter as its own key events, and each re-renders the form (milliseconds
 * a letter for a Chakra form in jsdom).
 */
export async function fillIn(field: HTMLElement, text: string): Promise<void> {
  const submit = text.endsWith('{Enter}');
  await userEvent.click(field);
  await userEvent.paste(submit ? text.slice(0, -'{Enter}'.length) : text);
  if (submit) await userEvent.keyboard('{Enter}');
}
