import type { RhythmSource } from '@flow/contracts';

/** How each place says which rhythm it used: "learned" from check-ins, or "from your chart". */
export const rhythmSourceLabel = (source: RhythmSource | null | undefined, whose = 'your') =>
  source === 'learned' ? `learned from ${whose} check-ins` : `from ${whose} chart`;
