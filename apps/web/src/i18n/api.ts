import type { Values } from './message-format';

/**
 * The i18n types the app writes against, under the name `i18next` (tsconfig.json's paths map it here,
 * so `import type { TFunction } from 'i18next'` and the catalogs' declaration in i18next.d.ts keep
 * working): the runtime is our own (index.ts says why). i18next.d.ts fills in `resources`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CustomTypeOptions {}

type Resources = CustomTypeOptions extends { resources: infer R } ? R : Record<string, Record<string, string>>;
export type Namespace = keyof Resources & string;
type IdIn<Ns extends Namespace> = Extract<keyof Resources[Ns], string>;

/**
 * A message by id, in the language of the screen (or the one `getFixedT` was given): ids of `Ns`, or
 * of any namespace as 'ns:id'. With `useTranslation('settings')`, t('title') and t('common:close')
 * compile, a typo does not.
 */
export type TFunction<Ns extends Namespace = 'common'> = (id: IdIn<Ns> | { [N in Namespace]: `${N}:${IdIn<N>}` }[Namespace], values?: Values) => string;

export interface i18n {
  /** The language the screen speaks ('en', 'hi', the pseudo-locale 'en-XA'). */
  readonly language: string;
  /** A message of the `common` namespace, or of another as 'ns:id'. */
  t: TFunction;
  /** A `t` whose unprefixed ids are `ns`'s, in `language` (null: the screen's, as it changes). */
  getFixedT<Ns extends Namespace>(language: string | null, ns: Ns): TFunction<Ns>;
  hasResourceBundle(language: string, ns: string): boolean;
  /** Adds (or extends) a namespace's messages in a language. */
  addResourceBundle(language: string, ns: string, messages: Readonly<Record<string, string>>): void;
  /** Switches the language (its catalogs added first) and re-renders every `useTranslation`. */
  changeLanguage(language: string): Promise<void>;
  /** Called after each change of language (useSyncExternalStore's contract). */
  subscribe(listener: () => void): () => void;
}
