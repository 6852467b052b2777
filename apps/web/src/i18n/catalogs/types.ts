/** A translation of an English namespace: the same message ids, each a string (ICU MessageFormat). */
export type Messages<English> = { readonly [Id in keyof English]: string };
