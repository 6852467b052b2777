/**
 * The pseudo-locale (en-XA): English with every letter accented and each text in ⟦ ⟧, so a text that
 * skipped translation stands out on screen (and in the browser walk that looks for one). Made from the
 * English catalogs when it is chosen, never shipped as a catalog of its own (./pseudo.ts). This part,
 * for dates and numbers written outside the catalogs, is all the first load carries of it.
 */
export const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][i]!]),
);

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]!);

/** A plain text (a formatted date, a number) in the pseudo-locale. */
export const pseudoText = (text: string): string => (/[A-Za-z]/.test(text) ? `⟦${accent(text)}⟧` : text);
