import { describe, expect, test } from 'vitest';
import { battleOdds, loadBattle } from './index.js';
import { battleOddsChart } from './odds-chart.js';
import { toSvg } from '../../charts/render.js';

describe('the battle odds chart', () => {
  test('renders the end outcomes with their intervals and the III.D.4 first-round differences to SVG', async () => {
    const built = loadBattle('dwarrows-in-the-mountains');
    if (!built.ok) throw new Error(built.error.join('; '));
    const odds = battleOdds(built.value.setup, { trials: 200, seed: 1 });
    const svg = await toSvg(battleOddsChart(odds, built.value.spec.name, built.value.names));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Dwarrows of the Iron Hills hold');
    expect(svg).toContain('Men of Endore withdrew');
    expect(svg).toContain('III.D.4.c');
    expect(svg).toContain('≥ +5');
  });
});
