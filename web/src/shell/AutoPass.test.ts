/** AutoPass.tsx: a pass is sent by itself only when it is the seat's only legal action (issue 28.3). */
import { describe, expect, it } from 'vitest';
import { autoPassAction } from './AutoPass.js';

type A = { type: string };
const passes = (a: A) => a.type === 'end';

describe('segments with nothing to decide', () => {
  it('sends the pass only when it is the only legal action, and only for a system that names its passes', () => {
    expect(autoPassAction([{ type: 'end' }], passes)).toEqual({ type: 'end' });
    expect(autoPassAction([{ type: 'move' }, { type: 'end' }], passes)).toBeNull();
    expect(autoPassAction([{ type: 'accept' }], passes)).toBeNull();
    expect(autoPassAction([], passes)).toBeNull();
    expect(autoPassAction([{ type: 'end' }], undefined)).toBeNull();
  });
});
