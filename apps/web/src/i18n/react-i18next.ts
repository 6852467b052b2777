import { useMemo, useSyncExternalStore } from 'react';
import type { i18n as I18n, Namespace, TFunction } from './api';
import { i18n } from '.';

export type { TFunction };

/**
 * What `import { useTranslation } from 'react-i18next'` gives in this app (the bundler, the type
 * checker and jest resolve that name here; i18n/index.ts says why): `t` for `ns` (the first of a
 * list; the others' ids are written 'ns:id', as react-i18next has it), re-rendering the component
 * when the language changes.
 */
export function useTranslation<Ns extends Namespace = 'common'>(ns?: Ns | readonly [Ns, ...Namespace[]]): { t: TFunction<Ns>; i18n: I18n; ready: true } {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const first = (typeof ns === 'string' ? ns : (ns?.[0] ?? 'common')) as Ns;
  // A new `t` per language, so memoised children that take it re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(null, first), [first, language]);
  return { t, i18n, ready: true };
}
