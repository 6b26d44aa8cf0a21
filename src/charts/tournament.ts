/** The tournament chart: each pairing's score with its 95% interval, and each entrant's Elo. */
import type { TournamentResult } from '../ai/tournament.js';
import type { ChartSpec } from './render.js';

/** Elo is fitted within one tournament, so a chart of separate runs (the strength suite) leaves it out with `elo: false`. */
export function tournamentChart(result: TournamentResult, { elo: withElo = true } = {}): ChartSpec {
  const pairings = result.pairings.map((p) => ({
    pairing: `${p.a} v ${p.b}`,
    score: p.score,
    low: p.ci95[0],
    high: p.ci95[1],
    label: `${(p.score * 100).toFixed(1)}%  (${p.aWins}-${p.draws}-${p.bWins})`,
  }));
  const anchor = result.anchor === result.entrants[0]?.name ? 'first entrant' : result.anchor;
  const elo = [...result.entrants].sort((a, b) => b.elo - a.elo).map((e) => ({ entrant: e.name, elo: e.elo }));
  const spec: ChartSpec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: `${result.ruleset}: ${result.gamesPerPairing} games a pairing`,
      subtitle: `score of the first named (wins + draws/2), 95% Wilson interval${withElo ? `; Elo fitted to all games, ${result.anchor} at 0` : ''}`,
    },
    hconcat: [
      {
        width: 360,
        height: { step: 36 },
        data: { values: pairings },
        layer: [
          {
            mark: { type: 'bar', color: '#4c78a8', height: 22 },
            encoding: {
              y: { field: 'pairing', type: 'nominal', title: null, sort: null },
              x: { field: 'score', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '%' }, title: 'score' },
            },
          },
          {
            mark: { type: 'rule', color: '#222', strokeWidth: 2 },
            encoding: {
              y: { field: 'pairing', type: 'nominal', sort: null },
              x: { field: 'low', type: 'quantitative' },
              x2: { field: 'high' },
            },
          },
          {
            mark: { type: 'text', align: 'left', dx: 4, dy: -14, fontSize: 10 },
            encoding: { y: { field: 'pairing', type: 'nominal', sort: null }, x: { value: 0 }, text: { field: 'label' } },
          },
          {
            data: { values: [{ even: 0.5 }] },
            mark: { type: 'rule', strokeDash: [4, 4], color: '#999' },
            encoding: { x: { field: 'even', type: 'quantitative' } },
          },
        ],
      },
      {
        width: 220,
        height: { step: 36 },
        data: { values: elo },
        layer: [
          {
            mark: { type: 'bar', color: '#f58518', height: 22 },
            encoding: {
              y: { field: 'entrant', type: 'nominal', title: null, sort: null },
              x: { field: 'elo', type: 'quantitative', title: `Elo (${anchor} = 0)` },
            },
          },
          {
            mark: { type: 'text', align: 'left', dx: 4 },
            encoding: {
              y: { field: 'entrant', type: 'nominal', sort: null },
              x: { field: 'elo', type: 'quantitative' },
              text: { field: 'elo' },
            },
          },
        ],
      },
    ],
  };
  if (!withElo && 'hconcat' in spec) spec.hconcat.pop();
  return spec;
}
