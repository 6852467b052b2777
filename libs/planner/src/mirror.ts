import type { Interval, ItemKind } from './types';

/**
 * Defence on calendars: which busy blocks mirror a person's planned items in their connected calendar,
 * the way "Protect my peak" keeps focus blocks (pure; the caller reads the calendar and applies the
 * actions with writes conditional on the version FLOW wrote).
 *
 * - A planned item ahead gets one busy block of its time; one that moved moves its block.
 * - A block the person moved or edited (its version is no longer FLOW's, or it is gone) is theirs:
 *   never changed or removed.
 * - Yielding: when the calendar gets an event over a mirrored item, FLOW does not fight for the time:
 *   the block goes, and the item is reported so that the plan is made again around the event.
 * - The past is never rewritten: a block that has begun stays as it is.
 */

export interface MirrorItem extends Interval {
  kind: ItemKind;
  id: string;
  title: string;
}

/** A block FLOW wrote earlier, as the calendar has it now. */
export interface MirrorBlock extends Interval {
  /** FLOW's id of the block (its row). */
  blockId: string;
  kind: ItemKind;
  itemId: string;
  /** The person moved or edited it (or deleted it): FLOW leaves it alone. */
  editedByPerson: boolean;
}

export type MirrorAction =
  | { kind: 'create'; item: MirrorItem }
  | { kind: 'update'; blockId: string; item: MirrorItem }
  | { kind: 'keep'; blockId: string }
  | { kind: 'leave'; blockId: string }
  | { kind: 'remove'; blockId: string };

export interface MirrorInput {
  now: number;
  /** The plan's placements with their titles. */
  items: readonly MirrorItem[];
  /** FLOW's blocks in the calendar. */
  blocks: readonly MirrorBlock[];
  /** The calendar's other events (FLOW's own blocks left out). */
  busy: readonly Interval[];
}

export interface MirrorPlan {
  actions: MirrorAction[];
  /** Items an event of the calendar now overlaps: their blocks yield and the plan is made again. */
  yielded: MirrorItem[];
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const sameItem = (b: MirrorBlock, i: MirrorItem) => b.kind === i.kind && b.itemId === i.id;

export function planMirror({ now, items, blocks, busy }: MirrorInput): MirrorPlan {
  const actions: MirrorAction[] = [];
  const yielded: MirrorItem[] = [];
  const open = new Set<MirrorBlock>();
  for (const block of blocks) {
    if (block.editedByPerson) actions.push({ kind: 'leave', blockId: block.blockId });
    else if (block.start < now) actions.push({ kind: 'keep', blockId: block.blockId });
    else open.add(block);
  }
  const wanted: MirrorItem[] = [];
  for (const item of [...items].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id))) {
    if (item.end <= now || item.start < now) continue;
    if (busy.some((b) => overlaps(b, item))) yielded.push(item);
    else wanted.push(item);
  }
  // A block already where its item is stays; then an item's other blocks move to its other times.
  const unmatched: MirrorItem[] = [];
  for (const item of wanted) {
    const exact = [...open].find((b) => sameItem(b, item) && b.start === item.start && b.end === item.end);
    if (exact) {
      open.delete(exact);
      actions.push({ kind: 'keep', blockId: exact.blockId });
    } else unmatched.push(item);
  }
  for (const item of unmatched) {
    const moved = [...open].find((b) => sameItem(b, item));
    if (moved) {
      open.delete(moved);
      actions.push({ kind: 'update', blockId: moved.blockId, item });
    } else actions.push({ kind: 'create', item });
  }
  for (const block of open) actions.push({ kind: 'remove', blockId: block.blockId });
  return { actions, yielded };
}
