import type { EntityManager } from '@mikro-orm/postgresql';
import { type CalendarAccount, ChangedElsewhereError, type PeakBlockCopy } from '../providers/provider';

/**
 * A busy block FLOW wrote into a person's calendar (a peak block, a planned task or habit). It stays
 * FLOW's while its version there is the one FLOW wrote; another version means the person moved or
 * edited it, and FLOW never touches it again (`edited`). Peak protection and the plan mirror share this.
 */
export interface OwnedBlock {
  calendarId: string;
  externalId: string;
  objectUrl: string | null;
  etag: string | null;
  providerUpdated: string | null;
  edited: boolean;
}

/** The block as the provider writes it. */
export const blockCopy = (block: OwnedBlock): PeakBlockCopy => ({
  calendarId: block.calendarId,
  externalId: block.externalId,
  objectUrl: block.objectUrl,
  etag: block.etag,
  updated: block.providerUpdated,
});

/** What the provider answered, in the block's fields. */
export const fromBlockCopy = (copy: PeakBlockCopy) => ({
  calendarId: copy.calendarId,
  externalId: copy.externalId,
  objectUrl: copy.objectUrl,
  etag: copy.etag,
  providerUpdated: copy.updated,
});

/** Marks the blocks whose version in the calendar is no longer the one FLOW wrote (or that are gone) as the person's. */
export async function markEditedBlocks<B extends OwnedBlock>(em: EntityManager, account: CalendarAccount, blocks: B[]): Promise<B[]> {
  const ours = blocks.filter((b) => !b.edited);
  for (const calendarId of new Set(ours.map((b) => b.calendarId))) {
    const inCalendar = ours.filter((b) => b.calendarId === calendarId);
    const versions = await account.peakBlockVersions(calendarId, inCalendar.map(blockCopy));
    for (const block of inCalendar) {
      const now = versions.get(block.externalId);
      if (now && !block.etag) block.etag = now.etag;
      else if (!now || now.etag !== block.etag) block.edited = true;
    }
  }
  await em.flush();
  return blocks;
}

/** Runs a conditional write; one refused because the block changed since FLOW's version leaves it the person's. */
export async function unlessChangedElsewhere(block: OwnedBlock, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ChangedElsewhereError)) throw error;
    block.edited = true;
  }
}
