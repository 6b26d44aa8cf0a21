/** viewport.ts: the hex maps' window (issue 28.4), with numbers worked by hand. */
import { describe, expect, it } from 'vitest';
import { clamp, fitTo, loadViewport, panBy, saveViewport, storageKey, viewBoxOf, whole, wholeScale, zoomAbout } from './viewport.js';

const map = { width: 2000, height: 1500 };
const frame = { width: 800, height: 500 };

describe('the window over a hex map', () => {
  it('the whole map fits the frame at the least scale: 500 / 1500 = 1/3 a unit', () => {
    expect(wholeScale(map, frame)).toBeCloseTo(1 / 3);
    expect(whole(map, frame)).toEqual({ scale: 1 / 3, cx: 1000, cy: 750 });
    expect(viewBoxOf(whole(map, frame), frame)).toBe('-200 0 2400 1500');
  });

  it('opens on the pieces with a 40-unit counter at least 26 px high, centred on them', () => {
    const v = fitTo(
      [
        { x: 300, y: 300 },
        { x: 700, y: 500 },
      ],
      map,
      frame,
      { counter: 40, minPx: 26 },
    );
    expect(v.scale * 40).toBeGreaterThanOrEqual(26);
    expect(v.cx).toBe(500);
    expect(v.cy).toBe(400);
    // Pieces spread over the whole map: still readable, centred on them (the rest a pan away).
    const wide = fitTo(
      [
        { x: 0, y: 0 },
        { x: 2000, y: 1500 },
      ],
      map,
      frame,
      { counter: 40, minPx: 26 },
    );
    expect(wide.scale * 40).toBeCloseTo(26);
    // No pieces of one's own (a spectator): the whole map.
    expect(fitTo([], map, frame, { counter: 40, minPx: 26 })).toEqual(whole(map, frame));
  });

  it('zooms about the pointer: the map point under it stays under it', () => {
    const v = { scale: 1, cx: 1000, cy: 750 };
    const at = { x: 600, y: 100 };
    const z = zoomAbout(v, 2, at, frame, map);
    expect(z.scale).toBe(2);
    const under = (w: typeof v) => ({ x: w.cx + (at.x - frame.width / 2) / w.scale, y: w.cy + (at.y - frame.height / 2) / w.scale });
    expect(under(z).x).toBeCloseTo(under(v).x);
    expect(under(z).y).toBeCloseTo(under(v).y);
    // Never further out than the whole map.
    expect(zoomAbout(v, 0.001, at, frame, map).scale).toBeCloseTo(1 / 3);
  });

  it('a drag moves the map with the pointer, and the window stays over the map', () => {
    expect(panBy({ scale: 2, cx: 1000, cy: 750 }, 100, -50, frame, map)).toEqual({ scale: 2, cx: 950, cy: 775 });
    expect(clamp({ scale: 2, cx: -500, cy: 99999 }, map, frame)).toEqual({ scale: 2, cx: 200, cy: 1375 });
  });

  it('is kept per game; anything else in storage is ignored', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    saveViewport(store, 'g1', { scale: 1.5, cx: 10, cy: 20 });
    expect(data.has(storageKey('g1'))).toBe(true);
    expect(loadViewport(store, 'g1')).toEqual({ scale: 1.5, cx: 10, cy: 20 });
    expect(loadViewport(store, 'g2')).toBeNull();
    data.set(storageKey('g3'), '{"scale":"big"}');
    expect(loadViewport(store, 'g3')).toBeNull();
    data.set(storageKey('g4'), 'not json');
    expect(loadViewport(store, 'g4')).toBeNull();
    expect(loadViewport(store, undefined)).toBeNull();
  });
});
