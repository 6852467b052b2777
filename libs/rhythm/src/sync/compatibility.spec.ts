import fc from 'fast-check';
import { compatibilityNotes, type SyncPerson } from './compatibility';
import { ENERGY_TYPE_LABELS } from './energy-type';
import { minutesToClock } from './peak-window';

const person = (energyType: SyncPerson['energyType'], start = '08:00', end = '13:00'): SyncPerson => ({ energyType, peakWindow: { start, end } });
const kinds = (notes: ReturnType<typeof compatibilityNotes>, topic: 'energy' | 'rhythm') =>
  notes.filter((n) => n.topic === topic).map((n) => `${n.kind}:${n.title}`);

describe('compatibility notes (spec 9: align / balance / challenge)', () => {
  it('aligns people who share an element, and names the excess of a single shared element as the challenge', () => {
    expect(kinds(compatibilityNotes(person('INTENSE'), person('INTENSE')), 'energy')).toEqual(['align:Shared drive', 'challenge:Two strong wills']);
    expect(kinds(compatibilityNotes(person('DYNAMIC-INTENSE'), person('DYNAMIC-INTENSE')), 'energy')).toEqual([
      'align:Quick minds together',
      'align:Shared drive',
    ]);
  });

  it('pairs different elements: air feeds fire, fire and earth balance, air and earth challenge', () => {
    expect(kinds(compatibilityNotes(person('DYNAMIC'), person('INTENSE')), 'energy')).toEqual(['align:Air feeds fire']);
    expect(kinds(compatibilityNotes(person('INTENSE'), person('STEADY')), 'energy')).toEqual(['balance:Spark and follow-through']);
    expect(kinds(compatibilityNotes(person('DYNAMIC'), person('STEADY')), 'energy')).toEqual(['challenge:Different tempos']);
    // Shared fire aligns; the air of one and the earth of the other rub.
    expect(kinds(compatibilityNotes(person('DYNAMIC-INTENSE'), person('INTENSE-STEADY')), 'energy')).toEqual([
      'align:Shared drive',
      'challenge:Different tempos',
    ]);
  });

  it('treats Balanced as the adaptable partner', () => {
    expect(kinds(compatibilityNotes(person('BALANCED'), person('STEADY')), 'energy')).toEqual(['balance:An adaptable partner']);
    expect(compatibilityNotes(person('BALANCED'), person('DYNAMIC-GROUNDED')).find((n) => n.topic === 'energy')!.text).toContain('Dynamic-Grounded');
    expect(kinds(compatibilityNotes(person('BALANCED'), person('BALANCED')), 'energy')).toEqual(['align:Two adaptable natures']);
  });

  it('pairs rhythms by how much the peak windows overlap', () => {
    expect(kinds(compatibilityNotes(person('STEADY', '08:00', '13:00'), person('STEADY', '09:00', '13:00')), 'rhythm')).toEqual(['align:Peaks in step']);
    expect(compatibilityNotes(person('STEADY', '08:00', '13:00'), person('STEADY', '09:00', '13:00')).find((n) => n.topic === 'rhythm')!.text).toContain(
      '09:00–13:00',
    );
    expect(kinds(compatibilityNotes(person('STEADY', '12:00', '16:00'), person('STEADY', '14:00', '18:00')), 'rhythm')).toEqual([
      'balance:Partly shared peaks',
    ]);
    expect(kinds(compatibilityNotes(person('STEADY', '06:00', '10:00'), person('STEADY', '15:00', '20:00')), 'rhythm')).toEqual([
      'balance:Different peak times',
      'challenge:Peaks apart',
    ]);
    expect(kinds(compatibilityNotes(person('STEADY', '08:00', '12:00'), person('STEADY', '05:00', '08:15')), 'rhythm')).toEqual([
      'challenge:A narrow shared window',
    ]);
  });

  it('orders notes align, balance, challenge', () => {
    const order = compatibilityNotes(person('DYNAMIC-INTENSE', '06:00', '10:00'), person('INTENSE-STEADY', '16:00', '20:00')).map((n) => n.kind);
    expect(order).toEqual([...order].sort((a, b) => ['align', 'balance', 'challenge'].indexOf(a) - ['align', 'balance', 'challenge'].indexOf(b)));
    expect(order).toContain('align');
    expect(order).toContain('challenge');
  });

  it('is symmetric and never empty', () => {
    const clock = fc.integer({ min: 0, max: 1439 }).map(minutesToClock);
    const arb = fc.record({
      energyType: fc.constantFrom(...ENERGY_TYPE_LABELS),
      peakWindow: fc
        .tuple(clock, clock)
        .filter(([s, e]) => s !== e)
        .map(([start, end]) => ({ start, end })),
    });
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        const notes = compatibilityNotes(a, b);
        expect(notes.length).toBeGreaterThan(0);
        expect(notes).toEqual(compatibilityNotes(b, a));
      }),
    );
  });
});
