import { rovingTarget } from './roving';

describe('rovingTarget', () => {
  const items = [0, 30, 60, 90, 120, 150, 180];
  it('moves one item left/right and one row up/down, stopping at the ends', () => {
    expect(rovingTarget(items, 60, 'ArrowRight', 3)).toBe(90);
    expect(rovingTarget(items, 60, 'ArrowLeft', 3)).toBe(30);
    expect(rovingTarget(items, 60, 'ArrowDown', 3)).toBe(150);
    expect(rovingTarget(items, 30, 'ArrowUp', 3)).toBe(0);
    expect(rovingTarget(items, 150, 'ArrowDown', 3)).toBe(180);
    expect(rovingTarget(items, 0, 'ArrowLeft', 3)).toBe(0);
  });
  it('jumps with Home and End, starts at the first item, and ignores other keys', () => {
    expect(rovingTarget(items, 90, 'Home', 3)).toBe(0);
    expect(rovingTarget(items, 90, 'End', 3)).toBe(180);
    expect(rovingTarget(items, null, 'ArrowDown', 3)).toBe(0);
    expect(rovingTarget(items, 90, 'Enter', 3)).toBeNull();
    expect(rovingTarget([], null, 'ArrowDown', 3)).toBeNull();
  });
});
