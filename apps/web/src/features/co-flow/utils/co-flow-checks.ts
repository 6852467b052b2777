import '../../../lib/zod-jitless';
import { CoFlowMessages, CO_FLOW_LIMITS, InviteEmail, SearchQuery } from '@flow/contracts';
import { i18n } from '../../../i18n';
import { coFlowText } from './co-flow-texts';

// The contract's own schemas (zod): loaded when the invite card is first idle or used, not with /co-flow's first screen.

export type Check = { ok: true; value: string } | { ok: false; title: string; description: string };

/** Spec 5: trimmed, lowercased, cut to 255; at least 2 characters; letters, digits and @ . _ - only (the contract's own schema). */
export function checkSearch(input: string): Check {
  const parsed = SearchQuery.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues[0]?.message;
  if (message === CoFlowMessages.invalidSearch)
    return {
      ok: false,
      title: coFlowText('invalidSearch'),
      description: coFlowText('invalidSearchText'),
    };
  return {
    ok: false,
    title: coFlowText('searchTooShort'),
    description: coFlowText('searchTooShortText', { min: CO_FLOW_LIMITS.searchMin }),
  };
}

/** Spec 5: must look like an e-mail, not one's own; cut to 255. */
export function checkInviteEmail(input: string, ownEmail: string | null | undefined): Check {
  const parsed = InviteEmail.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      title: coFlowText('invalidEmail'),
      description: coFlowText('invalidEmailText'),
    };
  if (ownEmail && parsed.data === ownEmail.trim().toLowerCase())
    return {
      ok: false,
      title: i18n.t('common:error'),
      description: coFlowText('cannotInviteYourself'),
    };
  return { ok: true, value: parsed.data };
}
