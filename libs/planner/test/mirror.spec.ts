import { type MirrorBlock, type MirrorItem, planMirror } from '../src';

const H = 3_600_000;
const NOW = Date.parse('2026-06-01T06:00:00Z');
const at = (hours: number) => NOW + hours * H;
const item = (id: string, from: number, to: number, kind: 'task' | 'habit' = 'task'): MirrorItem => ({
  kind,
  id,
  title: `Item ${id}`,
  start: at(from),
  end: at(to),
});
const block = (blockId: string, itemId: string, from: number, to: number, editedByPerson = false): MirrorBlock => ({
  blockId,
  kind: 'task',
  itemId,
  start: at(from),
  end: at(to),
  editedByPerson,
});

describe('planMirror (planned items mirrored as busy in the calendar)', () => {
  it('books a block for each planned item ahead, keeps one already in place, and moves one whose item moved', () => {
    const { actions, yielded } = planMirror({
      now: NOW,
      items: [item('report', 2, 4), item('read', 10, 11), item('gym', 5, 6, 'habit')],
      blocks: [block('b1', 'report', 2, 4), block('b2', 'read', 12, 13)],
      busy: [],
    });
    expect(yielded).toEqual([]);
    expect(actions).toEqual([
      { kind: 'keep', blockId: 'b1' },
      { kind: 'create', item: item('gym', 5, 6, 'habit') },
      { kind: 'update', blockId: 'b2', item: item('read', 10, 11) },
    ]);
  });

  it('removes the block of an item no longer planned (done, deleted), never one the person edited, never one that has begun', () => {
    const { actions } = planMirror({
      now: NOW,
      items: [],
      blocks: [block('gone', 'done-task', 2, 3), block('theirs', 'x', 4, 5, true), block('started', 'y', -1, 1)],
      busy: [],
    });
    expect(actions).toEqual([
      { kind: 'leave', blockId: 'theirs' },
      { kind: 'keep', blockId: 'started' },
      { kind: 'remove', blockId: 'gone' },
    ]);
  });

  it('yields as the calendar fills: an event over a mirrored item takes the time, its block goes, and the item is replanned', () => {
    const report = item('report', 2, 4);
    const { actions, yielded } = planMirror({ now: NOW, items: [report], blocks: [block('b1', 'report', 2, 4)], busy: [{ start: at(3), end: at(3.5) }] });
    expect(yielded).toEqual([report]);
    expect(actions).toEqual([{ kind: 'remove', blockId: 'b1' }]);
    // Touching is not overlapping.
    expect(planMirror({ now: NOW, items: [report], blocks: [], busy: [{ start: at(4), end: at(5) }] }).yielded).toEqual([]);
  });

  it('never books the past or an item that has begun', () => {
    expect(planMirror({ now: NOW, items: [item('a', -2, -1), item('b', -0.5, 1)], blocks: [], busy: [] }).actions).toEqual([]);
  });

  it('gives each chunk of a task its own block', () => {
    const { actions } = planMirror({ now: NOW, items: [item('t', 2, 3), item('t', 26, 27)], blocks: [block('b1', 't', 26, 27)], busy: [] });
    expect(actions).toEqual([
      { kind: 'keep', blockId: 'b1' },
      { kind: 'create', item: item('t', 2, 3) },
    ]);
  });
});
