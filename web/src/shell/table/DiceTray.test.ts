import { describe, expect, it } from 'vitest';
import {
  allocationBadges,
  canAllocate,
  dieBadge,
  dropDie,
  droppedDie,
  pipsOf,
  withAllocation,
  DIE_DRAG_TYPE,
  type Die,
} from './DiceTray.js';
import type { TablePiece } from './OpenTable.js';

const dice: Die[] = [
  { id: 'd1', face: 4 },
  { id: 'd2', face: 1, label: 'red die' },
  { id: 'd3', face: 6 },
];
const accepts = { d1: ['u1', 'u2'], d2: ['u2'] };
const transfer = (data: Record<string, string>) => ({ getData: (type: string) => data[type] ?? '' });
const piece = (id: string, extra: Partial<TablePiece> = {}): TablePiece => ({
  id,
  label: id,
  colour: '#b3261e',
  shape: { kind: 'base', base: { centre: { x: 5, y: 5 }, width: 4, depth: 2, facing: 90 } },
  ...extra,
});

describe('dice allocation helpers', () => {
  it('the rules say which targets take a die', () => {
    expect(canAllocate(accepts, 'd1', 'u2')).toBe(true);
    expect(canAllocate(accepts, 'd2', 'u1')).toBe(false);
    expect(canAllocate(accepts, 'd3', 'u1')).toBe(false);
  });

  it('reads the die from a drop, its own type first', () => {
    expect(droppedDie(transfer({ [DIE_DRAG_TYPE]: 'd2', 'text/plain': 'die:d1' }))).toBe('d2');
    expect(droppedDie(transfer({ 'text/plain': 'die:d1' }))).toBe('d1');
    expect(droppedDie(transfer({ 'text/plain': 'hello' }))).toBeNull();
  });

  it('a drop allocates only where accepted', () => {
    const got: [string, string][] = [];
    expect(dropDie(transfer({ [DIE_DRAG_TYPE]: 'd2' }), 'u1', accepts, (d, t) => got.push([d, t]))).toBe(false);
    expect(dropDie(transfer({ [DIE_DRAG_TYPE]: 'd2' }), 'u2', accepts, (d, t) => got.push([d, t]))).toBe(true);
    expect(got).toEqual([['d2', 'u2']]);
  });

  it('pips of each face', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => pipsOf(f).length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pipsOf(8)).toEqual([]);
  });

  it('allocated dice become badges on their targets, in the dice order', () => {
    const badges = allocationBadges(dice, { d3: 'u1', d1: 'u1', d2: 'u2' });
    expect(badges.get('u1')!.map((b) => b.text)).toEqual(['⚃', '⚅']);
    expect(badges.get('u2')).toEqual([{ text: '⚀', tone: 'die', title: 'red die allocated' }]);
    expect(dieBadge({ id: 'x', face: 9 }).text).toBe('9');
  });

  it('marks the targets of the picked die and adds badges', () => {
    const pieces = [piece('u1', { badges: [{ text: '2 hits', tone: 'bad' }] }), piece('u2'), piece('u3', { targetable: true })];
    const none = withAllocation(pieces, { dice, allocated: {}, accepts, picked: null });
    expect(none[0]).toBe(pieces[0]);
    expect(none[2]!.targetable).toBe(true);
    const picked = withAllocation(pieces, { dice, allocated: { d3: 'u1' }, accepts, picked: 'd2' });
    expect(picked.map((p) => p.targetable)).toEqual([false, true, false]);
    expect(picked[0]!.badges!.map((b) => b.text)).toEqual(['2 hits', '⚅']);
  });
});
