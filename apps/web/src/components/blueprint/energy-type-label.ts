import { i18n } from '../../i18n';

/**
 * An energy type ('DYNAMIC-INTENSE', the default 'Balanced') as the badge shows it in the language on
 * screen: English keeps the spec's label, Hindi names it as the server's prose does. ICU option keys
 * cannot hold '-', so the select goes by the label in capitals with '_' (the day's default comes as
 * 'Balanced'); anything else shows as it came.
 */
export const energyTypeLabel = (type: string): string => String(i18n.t('common:energyType', { key: type.toUpperCase().replace(/-/g, '_'), type } as never));
