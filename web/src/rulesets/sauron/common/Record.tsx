/**
 * What the record keeper's page and the map game's page both draw: both Demoralization Levels, and
 * the leaders' table (ratings, wounds, rally rating, what each carries). Testids are the same on both.
 */
import type { ComponentChildren } from 'preact';
import { SIDES, type RecordSummary, sideName } from '../../../../../src/rulesets/sauron/index.js';
import { Cite } from '../../../shell/ui.js';
import type { LeaderRow } from './record-text.js';

export function Levels({ demoralization }: { demoralization: RecordSummary['demoralization'] }) {
  return (
    <p data-testid="sauron-demoralization">
      Demoralization <Cite clause="SAU-A5" />:{' '}
      {SIDES.map((side, i) => {
        const d = demoralization[side];
        return (
          <span key={side} data-testid={`level-${side}`}>
            {i > 0 && ' · '}
            <strong>{sideName(side)}</strong> {d.level} ({d.status}; demoralized at {d.threshold}, breaks at {d.breakPoint})
          </span>
        );
      })}
    </p>
  );
}

/** The leaders' table; `extra` adds a column (the map game's movement points) after the hex. */
export function LeaderTable({
  rows,
  extra,
  selected,
  onPick,
}: {
  rows: readonly LeaderRow[];
  extra?: { head: ComponentChildren; cell: (id: string) => ComponentChildren };
  selected?: string | null;
  onPick?: (id: string) => void;
}) {
  return (
    <div class="rules-table-wrap">
      <table class="rules-table" data-testid="sauron-leaders">
        <thead>
          <tr>
            <th>Leader</th>
            <th>Side</th>
            <th>Hex</th>
            {extra && <th>{extra.head}</th>}
            <th title="Combat, with Narsil or the shards (7.22)">Combat</th>
            <th title="Morale (7.22; 16.61, 16.631, 16.69, night)">Morale</th>
            <th title="Endurance left of his Endurance (7.222)">Endurance</th>
            <th title="Rally rating (8.331)">Rally</th>
            <th>Carries</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.id}
              data-testid={`leader-${r.id}`}
              class={selected === r.id ? 'is-selected' : undefined}
              style={r.alive ? undefined : { opacity: 0.5, textDecoration: 'line-through' }}
            >
              <td>
                {onPick && r.alive ? (
                  <button class="btn btn-ghost btn-small" onClick={() => onPick(r.id)} aria-pressed={selected === r.id}>
                    {r.name}
                  </button>
                ) : (
                  r.name
                )}
              </td>
              <td>{r.side}</td>
              <td>{r.hex}</td>
              {extra && <td>{extra.cell(r.id)}</td>}
              <td>{r.combat}</td>
              <td>{r.morale}</td>
              <td data-testid={`endurance-${r.id}`}>{r.endurance}</td>
              <td data-testid={`rally-${r.id}`}>{r.rally}</td>
              <td>{r.carries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
