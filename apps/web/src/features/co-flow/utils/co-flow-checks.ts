import '../../../lib/zod-jitless';
import { CoFlowMessages, CO_FLOW_LIMITS, InviteEmail, SearchQuery } from '@flow/contracts';

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
      title: CoFlowMessages.invalidSearch,
      description: 'Use only letters, digits and @ . _ -',
    };
  return {
    ok: false,
    title: CoFlowMessages.searchTooShort,
    description: `Type at least ${CO_FLOW_LIMITS.searchMin} characters of an e-mail address.`,
  };
}

/** Spec 5: must look like an e-mail, not one's own; cut to 255. */
export function checkInviteEmail(input: string, ownEmail: string | null | undefined): Check {
  const parsed = InviteEmail.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      title: CoFlowMessages.invalidEmail,
      description: 'Please enter a valid e-mail address.',
    };
  if (ownEmail && parsed.data === ownEmail.trim().toLowerCase())
    return {
      ok: false,
      title: 'Error',
      description: CoFlowMessages.cannotInviteYourself,
    };
  return { ok: true, value: parsed.data };
}
