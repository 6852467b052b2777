import type { Alignment, Language } from '@flow/contracts';
import { CO_FLOW_TEXTS } from './catalogs';
import { createLocalizer } from './localizer';

/**
 * A Co-Flow comparison in the viewer's language: the compatibility notes, each shared window's
 * sentence and batching reason, and 'You' when the viewer has no name. Names the
 * people chose stay as written.
 */
export function alignmentIn(alignment: Alignment, language: Language | null | undefined): Alignment {
  if (!language || language === 'en') return alignment;
  const say = createLocalizer(language, CO_FLOW_TEXTS);
  return {
    ...alignment,
    me: alignment.me.name === 'You' ? { ...alignment.me, name: say('You') } : alignment.me,
    compatibilityNotes: alignment.compatibilityNotes.map((n) => ({ ...n, title: say(n.title), text: say(n.text) })),
    bestSharedWindows:
      alignment.bestSharedWindows?.map((w) => ({
        ...w,
        ...(w.reason === undefined ? {} : { reason: say(w.reason) }),
        ...(w.text === undefined ? {} : { text: say(w.text) }),
      })) ?? null,
  };
}
