/**
 * Panels of a Swords & Sorcery game: the status strip, a stack's contents, a hex's terrain, the
 * reaction and withdrawal prompts, casualties, the legend, and a battle round's results. They show
 * what the view and the events give and send what the legal list offers (or the player's variation of
 * it, which the server judges).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../../../src/core/ruleset.js';
import { Cite } from '../../shell/ui.js';
import { CounterGlyph, FortSymbol, Hexside, MapDefs, TERRAIN_FILL } from './HexMap.js';
import {
  actionLabel,
  characterRow,
  dieText,
  frac,
  keyOf,
  moraleEffectText,
  moraleText,
  placeLabel,
  refOfKey,
  seatName,
  siegesOf,
  siegeText,
  SEAT_COLOR,
  signed,
  stepsText,
  toggle,
  unitRow,
  type Destination,
  type Key,
  type MapContext,
  PENDING_WORDS,
  type PlaceRef,
  type ReactOffer,
  type SsAction,
  type RoundReport,
  type SideReport,
  type SsView,
  type Stack,
  type Tables,
} from './logic.js';

export const SeatDot = ({ seat }: { seat: Seat }) => (
  <span class="seat-dot" style={{ background: SEAT_COLOR[seat] ?? '#555' }} aria-hidden="true" />
);

// ---------------------------------------------------------------------------------------------------
// Status strip

export function StatusStrip({ view, data }: { view: SsView; data: MapContext }) {
  const forces = data.scenario.forces;
  return (
    <div class="ss-strip" data-testid="ss-status">
      <span class="ss-strip-item">
        <strong>Game-turn {view.turn}</strong> <span class="muted">of {view.options.turns}</span> <Cite clause="SSV-A40" />
      </span>
      <span class="ss-strip-item">
        <SeatDot seat={view.phasing} /> <strong>{seatName(view.phasing)}</strong>{' '}
        <span class="muted">{forces[view.phasing]?.name ?? ''}</span>
      </span>
      <span class="ss-strip-item">
        Phase: <strong>{view.phase === 'movement' ? 'Movement' : view.phase === 'combat' ? 'Combat' : 'Over'}</strong>
      </span>
      {siegesOf(view).map((sg) => (
        <span key={sg.hexes.join('-')} class="ss-strip-item ss-siege-item">
          Siege of {siegeText(sg)} <Cite clause="IV" />
        </span>
      ))}
      <span class="ss-strip-item ss-scores" title="Victory points (SSV-A41, A42)">
        {view.seats.map((s) => (
          <span key={s}>
            <SeatDot seat={s} /> {seatName(s)} <strong>{view.scores[s] ?? 0}</strong>
          </span>
        ))}
      </span>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// A stack's contents

export function StackPanel({
  stack,
  data,
  view,
  selection,
  onSelection,
  onClose,
  moving,
  destinations = [],
  onMove,
  busy = false,
}: {
  stack: Stack;
  data: MapContext;
  view: SsView;
  selection: readonly string[];
  onSelection: (ids: string[]) => void;
  onClose: () => void;
  /** The viewer may move this stack now (own stack, own movement phase). */
  moving: boolean;
  /** Where the selection may step, as the ruleset gives it: highlighted, and as buttons too (keyboard, small Dragon complexes). */
  destinations?: readonly Destination[];
  onMove?: (d: Destination) => void;
  busy?: boolean;
}) {
  const tables = data.tables;
  const map = data.scenario.map;
  const hex = map.grid.index(stack.place.hex);
  const terrain = stack.place.complex
    ? 'Dragon complex'
    : hex !== undefined
      ? (tables.terrain.get(map.terrain[hex]!)?.name ?? map.terrain[hex]!)
      : '';
  const fort = !stack.place.complex && hex !== undefined ? map.fortification[hex] : null;
  const name = hex !== undefined ? map.names.get(hex) : undefined;
  const units = stack.pieces.filter((p) => p.kind === 'unit').map((p) => unitRow(p, tables));
  const chars = stack.pieces.filter((p) => p.kind === 'character').map((p) => characterRow(p, tables, view.options));
  const check = (id: string) =>
    moving ? (
      <input
        type="checkbox"
        aria-label={`Move ${id}`}
        checked={selection.includes(id)}
        onChange={(e) => onSelection(toggle(selection, id, (e.target as HTMLInputElement).checked))}
      />
    ) : null;
  return (
    <div
      class={`card ss-stack-panel ss-seat-${stack.owner}`}
      data-testid="ss-stack-panel"
      role="region"
      aria-label={`Stack in ${placeLabel(stack.place)}`}
    >
      <div class="ss-panel-head">
        <h3>
          <SeatDot seat={stack.owner} /> {stack.own ? 'Your stack' : `${seatName(stack.owner)} stack`} in {placeLabel(stack.place)}
        </h3>
        <button class="btn btn-ghost ss-close" aria-label="Close the stack panel" onClick={onClose}>
          ×
        </button>
      </div>
      <p class="muted ss-panel-sub">
        {[terrain, fort ? (tables.fortifications.get(fort)?.name ?? fort) : null, name].filter(Boolean).join(' · ')}
        {stack.count !== null && ` · ${stack.count} counter${stack.count === 1 ? '' : 's'}`}
      </p>
      {stack.marker ? (
        <p>
          An enemy stack{stack.count !== null ? ` of ${stack.count} counter${stack.count === 1 ? '' : 's'}` : ''}. What it holds is hidden
          until your units share its place <Cite clause="VI.A" />.
        </p>
      ) : (
        <>
          {units.length > 0 && (
            <table class="ss-table ss-units">
              <thead>
                <tr>
                  {moving && <th aria-label="Selected" />}
                  <th>Unit</th>
                  <th>Code</th>
                  <th>Race</th>
                  <th title="Attack strength (defence strength)">Str</th>
                  <th title="Movement allowance">MA</th>
                  <th title="Movement points left this turn">MP left</th>
                </tr>
              </thead>
              <tbody>
                {units.map((u) => (
                  <tr key={u.id} class={`${u.demoralized ? 'ss-row-demoralized' : ''}${u.done ? ' ss-row-done' : ''}`}>
                    {moving && <td>{check(u.id)}</td>}
                    <td>
                      {u.name}
                      {u.demoralized && (
                        <span class="pill ss-pill-bad" title="Demoralized (V.C)">
                          Demoralized
                        </span>
                      )}
                      {u.done && <span class="pill">moved</span>}
                    </td>
                    <td class="ss-mono">{u.code}</td>
                    <td>{u.race}</td>
                    <td>
                      {u.attack}
                      {u.defence !== null && <span class="muted"> ({u.defence})</span>}
                    </td>
                    <td>{u.ma}</td>
                    <td>{u.mpLeft ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {chars.length > 0 && (
            <table class="ss-table ss-chars">
              <thead>
                <tr>
                  {moving && <th aria-label="Selected" />}
                  <th>Character</th>
                  <th>Race</th>
                  <th title="Leadership">Lead</th>
                  <th title="Wounds">Wounds</th>
                  <th title="Movement points left this turn (SSV-A44)">MP left</th>
                </tr>
              </thead>
              <tbody>
                {chars.map((c) => (
                  <tr key={c.id} class={c.done ? 'ss-row-done' : ''}>
                    {moving && <td>{check(c.id)}</td>}
                    <td>
                      {c.name}
                      {c.monster && <span class="pill">monster</span>}
                    </td>
                    <td>{c.race}</td>
                    <td>{c.leadership}</td>
                    <td>{c.wounds}</td>
                    <td>{c.mpLeft ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {moving && (
            <>
              <div class="btn-row ss-select-row">
                <button class="btn btn-ghost" onClick={() => onSelection(stack.pieces.map((p) => p.id))}>
                  All
                </button>
                <button class="btn btn-ghost" onClick={() => onSelection(stack.pieces.filter((p) => !p.done).map((p) => p.id))}>
                  All that can move
                </button>
                <button class="btn btn-ghost" onClick={() => onSelection([])}>
                  None
                </button>
              </div>
              <p class="muted ss-hint" data-testid="ss-move-hint">
                {selection.length === 0
                  ? 'Select the pieces to move.'
                  : destinations.length > 0
                    ? `Click a highlighted place, then again or Confirm, to move the ${selection.length} selected there a step at a time (II; SSV-A45).`
                    : 'These pieces cannot step anywhere together now (II; SSV-A45): select fewer, or others.'}
              </p>
              {destinations.length > 0 && onMove && (
                <div class="btn-row ss-destinations" aria-label="Move the selected pieces to">
                  {destinations.map((d) => (
                    <button
                      key={d.key}
                      class="btn"
                      disabled={busy}
                      title={d.enemy ? 'Enemy there: the move halts and a battle follows (III.C)' : undefined}
                      onClick={() => onMove(d)}
                    >
                      → {placeLabel(d.key)} · {d.cost}
                      {d.enemy ? ' ⚔' : ''}
                    </button>
                  ))}
                </div>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

/** The terrain and features of a place clicked on the map. */
export function PlaceInfo({ data, keyName, onClose }: { data: MapContext; keyName: Key; onClose: () => void }) {
  const map = data.scenario.map;
  const tables = data.tables;
  const ref = refOfKey(keyName);
  const hex = map.grid.index(ref.hex);
  if (hex === undefined) return null;
  const t = ref.complex ? tables.terrain.get('dragon-complex') : tables.terrain.get(map.terrain[hex]!);
  const fort = ref.complex ? null : map.fortification[hex];
  const sides = map.grid
    .neighbours(hex)
    .map((n) => ({ n, f: map.hexsides.get(map.grid.hexside(hex, n)!) }))
    .filter((x) => x.f);
  return (
    <div class="card ss-place-info" data-testid="ss-place-info">
      <div class="ss-panel-head">
        <h3>{placeLabel(ref)}</h3>
        <button class="btn btn-ghost ss-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <p>
        <strong>{t?.name ?? map.terrain[hex]}</strong>
        {map.names.get(hex) && ` · ${map.names.get(hex)}`}
        {t && <span class="muted"> · stacking {t.stacking}</span>} {t && <Cite clause={t.source.split(';')[0]!.trim()} />}
      </p>
      {fort && (
        <p>
          {tables.fortifications.get(fort)?.name ?? fort}{' '}
          <span class="muted">(stacking +{tables.fortifications.get(fort)?.stackingBonus ?? 0})</span>
        </p>
      )}
      {!ref.complex && map.dragonComplex[hex] && <p>Holds a Dragon complex, a separate place (II.B).</p>}
      {sides.length > 0 && <p class="muted">Hexsides: {sides.map((s) => `${s.f} to ${map.grid.name(s.n)}`).join(', ')}</p>}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// Reaction and withdrawal

export function ReactionPrompt({
  trigger,
  view,
  offers,
  chosen,
  onChoose,
  pieces,
  onPieces,
  onReact,
  onPass,
  canPass,
  busy,
  nameOf,
  tables,
}: {
  /** The place the enemy's move entered (from this seat's own events), or null. */
  trigger: Key | null;
  view: SsView;
  offers: readonly ReactOffer[];
  chosen: ReactOffer | null;
  onChoose: (from: Key) => void;
  pieces: readonly string[];
  onPieces: (ids: string[]) => void;
  onReact: (into: Key) => void;
  onPass: () => void;
  canPass: boolean;
  busy: boolean;
  nameOf: (id: string) => string;
  tables: Tables;
}) {
  const leadership = (id: string) => tables.characters.get(view.pieces.find((x) => x.id === id)?.what ?? '')?.leadership;
  return (
    <div class="card ss-prompt ss-reaction" role="group" aria-label="Reaction" data-testid="ss-reaction">
      <h3>Reaction</h3>
      <p>
        The enemy moved {trigger ? <>into {placeLabel(trigger)}</> : 'near your stacks'}. A stack with a leader may try to react into an
        adjacent place: two dice plus modifiers, 8 or more succeeds and the units must go <Cite clause="III.A" />.
      </p>
      {offers.length === 0 && <p class="muted">None of your stacks can react into a place now.</p>}
      {offers.map((o) => (
        <div key={o.from} class={`ss-offer${chosen?.from === o.from ? ' chosen' : ''}`}>
          <label class="check">
            <input type="radio" name="ss-offer" checked={chosen?.from === o.from} onChange={() => onChoose(o.from)} /> From{' '}
            <strong>{placeLabel(o.from)}</strong>, led by {nameOf(o.leader)}
            {leadership(o.leader) !== undefined && <span class="muted"> (Leadership {leadership(o.leader)})</span>}
          </label>
          {chosen?.from === o.from && (
            <>
              <div class="ss-react-pieces">
                {o.pieces.map((id) => (
                  <label key={id} class="check">
                    <input
                      type="checkbox"
                      checked={pieces.includes(id)}
                      disabled={id === o.leader}
                      onChange={(e) => onPieces(toggle(pieces, id, (e.target as HTMLInputElement).checked))}
                    />{' '}
                    {nameOf(id)}
                    {id === o.leader && <span class="muted"> (leader, goes with them: III.A.3)</span>}
                  </label>
                ))}
              </div>
              <div class="btn-row ss-react-into" role="group" aria-label="React into">
                <span class="muted">React into:</span>
                {o.into.map((i) => (
                  <button
                    key={i.key}
                    class="btn btn-primary"
                    disabled={busy}
                    onClick={() => onReact(i.key)}
                    aria-label={`React into ${placeLabel(i.key)}`}
                  >
                    {placeLabel(i.key)}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      ))}
      <div class="btn-row">
        <button class="btn" disabled={busy || !canPass} onClick={onPass} data-testid="ss-pass">
          Pass
        </button>
      </div>
      <p class="muted ss-hint">
        The places you may react into are outlined in orange on the map; a click there reacts. The roll's result appears in the log.
      </p>
    </div>
  );
}

export function WithdrawalPrompt({
  view,
  choices,
  onChoose,
  busy,
}: {
  view: SsView;
  choices: readonly Key[];
  onChoose: (k: Key) => void;
  busy: boolean;
}) {
  const p = view.pending?.kind === 'withdrawal' ? view.pending : null;
  return (
    <div class="card ss-prompt ss-withdrawal" role="group" aria-label="Withdrawal" data-testid="ss-withdrawal">
      <h3>Withdraw from {p ? placeLabel(p.from) : 'the battle'}</h3>
      <p>
        Choose the adjacent place your survivors withdraw into (blue on the map) <Cite clause="III.D.7.a" />.
      </p>
      <div class="btn-row">
        {choices.map((k) => (
          <button key={k} class="btn btn-primary" disabled={busy} onClick={() => onChoose(k)}>
            {placeLabel(k)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Decisions this screen has no form for, offered as the server lists them. */
export function OtherChoices({
  view,
  actions,
  onAct,
  busy,
  nameOf,
}: {
  view: SsView;
  actions: readonly SsAction[];
  onAct: (a: SsAction) => void;
  busy: boolean;
  nameOf: (id: string) => string;
}) {
  const p = view.pending as { kind?: string; place?: PlaceRef } | null;
  return (
    <div class="card ss-prompt ss-other" role="group" aria-label="Your decision" data-testid="ss-other-choices">
      <h3>{p?.kind ? (PENDING_WORDS[p.kind] ?? `Your decision: ${p.kind.replace(/-/g, ' ')}`) : 'Your decision'}</h3>
      {p?.place && <p>In {placeLabel(p.place)}.</p>}
      {p?.kind === 'siege-offer' && (
        <p>
          The enemy has entered your fortified place: give battle, or decline it and stand a siege <Cite clause="IV" />.
        </p>
      )}
      {p?.kind === 'cva-offer' && (
        <p>
          Your characters stand without army units where enemy army units are: they must battle them or be captured <Cite clause="VII" />.
        </p>
      )}
      <div class="btn-row">
        {actions.map((a, i) => (
          <button key={i} class="btn btn-primary" disabled={busy} onClick={() => onAct(a)}>
            {actionLabel(a, nameOf)}
          </button>
        ))}
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// Casualties and legend

export function Casualties({ view }: { view: SsView }) {
  return (
    <div class="card ss-casualties">
      <h3>Casualties</h3>
      {view.casualties.length === 0 ? (
        <p class="muted">None yet.</p>
      ) : (
        view.seats.map((s) => {
          const lost = view.casualties.filter((c) => c.owner === s);
          return (
            <div key={s} class="ss-casualty-row">
              <SeatDot seat={s} /> <strong>{seatName(s)}</strong> lost {lost.length}
              {lost.length > 0 && (
                <ul>
                  {lost.map((c) => (
                    <li key={c.id}>
                      {c.what}{' '}
                      <span class="muted">
                        (turn {c.turn}, {c.strength} pts)
                      </span>{' '}
                      <Cite clause={c.clause} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })
      )}
    </div>
  );
}

const Swatch = ({ children }: { children: preact.ComponentChildren }) => (
  <svg viewBox="-15 -15 30 30" class="ss-swatch" aria-hidden="true">
    {children}
  </svg>
);

export function Legend({ data }: { data: MapContext }) {
  const map = data.scenario.map;
  const tables = data.tables;
  const terrains = [...new Set(map.terrain)];
  const forts = [...new Set(map.fortification.filter((f): f is string => !!f))];
  const features = [...new Set(map.hexsides.values())];
  const hexPath = 'M14 0 L7 12.1 L-7 12.1 L-14 0 L-7 -12.1 L7 -12.1 Z';
  const sample: Stack = { key: '0000', place: { hex: '0000' }, owner: 'west', own: true, pieces: [], marker: false, count: 3 };
  return (
    <details class="card ss-legend" open>
      <summary>Legend</summary>
      <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
        <MapDefs />
      </svg>
      <ul class="ss-legend-list" aria-label="Terrain">
        {terrains.map((t) => (
          <li key={t}>
            <Swatch>
              <path d={hexPath} fill={TERRAIN_FILL[t] ?? '#ccc'} stroke="#8a7f66" stroke-width="1" />
            </Swatch>
            {tables.terrain.get(t)?.name ?? t}
          </li>
        ))}
        {map.dragonComplex.some(Boolean) && (
          <li>
            <Swatch>
              <circle r="11" class="ss-complex-swatch" />
            </Swatch>
            Dragon complex
          </li>
        )}
        {forts.map((f) => (
          <li key={f}>
            <Swatch>
              <g transform="scale(1.1)">
                <FortSymbol id={f} />
              </g>
            </Swatch>
            {tables.fortifications.get(f)?.name ?? f}
          </li>
        ))}
        {features.map((f) => (
          <li key={f}>
            <Swatch>
              <rect x="-14" y="-14" width="28" height="28" fill="#ece5c6" />
              <Hexside feature={f} a={{ x: -13, y: 0 }} b={{ x: 13, y: 0 }} />
            </Swatch>
            {tables.hexsides.get(f)?.name ?? f}
          </li>
        ))}
        <li>
          <Swatch>
            <g transform="scale(0.5)">
              <CounterGlyph stack={sample} tables={tables} concealed={false} />
            </g>
          </Swatch>
          Your stack (top unit's code, count)
        </li>
        <li>
          <Swatch>
            <g transform="scale(0.5)">
              <CounterGlyph stack={{ ...sample, owner: 'east', own: false, marker: true }} tables={tables} />
            </g>
          </Swatch>
          Enemy stack (count only)
        </li>
        <li>
          <span class="ss-legend-stripe" aria-hidden="true" /> Demoralized top unit
        </li>
        <li>
          <span class="ss-legend-star" aria-hidden="true">
            ★
          </span>{' '}
          Characters in the stack
        </li>
      </ul>
    </details>
  );
}

// ---------------------------------------------------------------------------------------------------
// A battle round's results

export function RoundResults({
  report,
  seatLabel,
  nameOf,
}: {
  report: RoundReport;
  seatLabel: (s: Seat) => string;
  nameOf: (id: string) => string;
}) {
  if (report.round === 0) return <p class="muted">No round has been fought yet.</p>;
  const label = (s: SideReport) => (s.seat ? seatLabel(s.seat) : `Side ${s.side}`);
  const t = report.table;
  const higher = t?.higher ? report[t.higher] : null;
  return (
    <section class="ss-round" data-testid="ss-round" aria-label={`Round ${report.round} results`}>
      <h4>Round {report.round}: results</h4>
      <table class="ss-table ss-round-table">
        <thead>
          <tr>
            <th />
            {[report.a, report.b].map((s) => (
              <th key={s.side}>
                {s.seat && <SeatDot seat={s.seat} />} {label(s)} <span class="muted">(side {s.side})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>Strength</th>
            {[report.a, report.b].map((s) => (
              <td key={s.side}>
                {s.strength ? (
                  <>
                    <strong>{frac(s.strength.total)}</strong> <Cite clause={s.strength.clause} />
                    <ul class="ss-list">
                      {s.strength.units.map((u) => (
                        <li key={u.unitId}>
                          {nameOf(u.unitId)}: {u.base}
                          {frac(u.modified) !== String(u.base) && <> → {frac(u.modified)}</>}
                          {u.charging && <span class="pill">charging</span>}
                          {u.steps.length > 0 && <span class="muted"> ({stepsText(u.steps)})</span>}
                        </li>
                      ))}
                      {s.strength.additions.map((a) => (
                        <li key={a.characterId}>
                          {nameOf(a.characterId)} adds {frac(a.added)} <span class="muted">(Leadership {a.leadership})</span>{' '}
                          <Cite clause={a.clause} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  '–'
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th>Die</th>
            {[report.a, report.b].map((s) => (
              <td key={s.side}>
                {s.die ? (
                  <>
                    <span class="ss-die" aria-label={`die ${s.die.roll}`}>
                      {s.die.roll}
                    </span>{' '}
                    → <strong>{s.die.modified}</strong> <span class="muted ss-mono">({dieText(s.die)})</span>
                    <ul class="ss-list">
                      {s.die.modifiers.map((m, i) => (
                        <li key={i}>
                          {signed(m.value)} {m.why} <Cite clause={m.clause} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  '–'
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th>Loss table</th>
            {[report.a, report.b].map((s) => (
              <td key={s.side}>
                {s.table ? (
                  <>
                    inflicts <strong>{s.table.percent}%</strong> of {s.strength ? frac(s.strength.total) : '?'} ={' '}
                    <strong>{frac(s.table.inflicts)}</strong>
                    <div class="muted">own units' post-combat {moraleEffectText(s.table.morale)}</div>
                  </>
                ) : (
                  '–'
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {t && (
        <p class="ss-difference">
          Modified rolls {report.a.die?.modified ?? '?'} and {report.b.die?.modified ?? '?'}: difference <strong>{t.difference}</strong>
          {higher ? `, ${label(higher)} higher` : ', equal'} <Cite clause={t.clause} />
        </p>
      )}
      <div class="ss-round-units">
        {[report.a, report.b].map((s) => (
          <div key={s.side}>
            <h5>
              {s.seat && <SeatDot seat={s.seat} />} {label(s)}: losses and morale
            </h5>
            {s.automatic && (
              <p class="muted">
                {s.automatic.result === 'auto-pass' ? 'Every unit passes morale automatically' : 'Every unit is Demoralized'}{' '}
                <Cite clause={s.automatic.clause} />
              </p>
            )}
            <table class="ss-table">
              <thead>
                <tr>
                  <th title="Place in the array (III.D.3)">#</th>
                  <th>Unit</th>
                  <th>Loss</th>
                  <th>Morale</th>
                  <th>Result</th>
                </tr>
              </thead>
              <tbody>
                {s.units.map((u) => (
                  <tr key={u.unitId} class={`ss-fate-${u.fate}`}>
                    <td>{u.position ?? ''}</td>
                    <td>{u.name}</td>
                    <td>
                      {u.loss ? (
                        <>
                          {frac(u.loss.applied)} of {u.loss.lossStrength}
                          {u.loss.band && <span class="muted"> ({u.loss.band})</span>}
                        </>
                      ) : (
                        <span class="muted">none</span>
                      )}
                    </td>
                    <td>
                      {u.special && (
                        <div>
                          special: {moraleText(u.special, nameOf)} <Cite clause={u.special.clause} />
                        </div>
                      )}
                      {u.postCombat && (
                        <div>
                          {moraleText(u.postCombat, nameOf)} <Cite clause={u.postCombat.clause} />
                        </div>
                      )}
                    </td>
                    <td>
                      <strong>
                        {u.fate === 'eliminated'
                          ? 'Eliminated'
                          : u.fate === 'demoralized'
                            ? 'Demoralized'
                            : u.fate === 'no-further-effect'
                              ? 'No further effect'
                              : 'Holds'}
                      </strong>{' '}
                      {u.fateClause && <Cite clause={u.fateClause} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      {(report.afterRound || report.later.length > 0 || report.over) && (
        <ul class="ss-list ss-round-later">
          {report.afterRound && (
            <li>
              After the round: {label(report.a)} {report.afterRound.a.choice === 'withdraw' ? 'withdraws' : 'stays'}, {label(report.b)}{' '}
              {report.afterRound.b.choice === 'withdraw' ? 'withdraws' : 'stays'} <Cite clause={report.afterRound.clause} />
            </li>
          )}
          {report.later.map((e, i) => (
            <li key={i}>
              {laterText(e, nameOf, (s) => label(report[s]))} <Cite clause={e.clause} />
            </li>
          ))}
          {report.over && (
            <li>
              <strong>The battle is over</strong> after {report.over.rounds} round{report.over.rounds === 1 ? '' : 's'}:{' '}
              {report.over.winner ? `${label(report[report.over.winner])} holds the field` : 'no winner'} ({report.over.why}){' '}
              <Cite clause={report.over.clause} />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

function laterText(e: RoundReport['later'][number], nameOf: (id: string) => string, sideLabel: (s: 'a' | 'b') => string): string {
  switch (e.type) {
    case 'withdrawal-declared':
      return `${sideLabel(e.side)} declares a withdrawal${e.rearGuard.length ? ` with rear guard ${e.rearGuard.map(nameOf).join(', ')}` : ''}; it leaves after round ${e.leavesAfterRound}`;
    case 'reinforcement-roll':
      return `${sideLabel(e.side)} calls reinforcements from ${e.stackId}: dice ${e.result.dice.join(' + ')} ${e.result.modifiers.map((m) => signed(m.value)).join(' ')} = ${e.result.total}: ${e.result.success ? 'success' : 'failure'}`;
    case 'reinforcements-joined':
      return `${e.unitIds.map(nameOf).join(', ')} join ${sideLabel(e.side)} from round ${e.firstRound}`;
    case 'withdrew':
      return `${sideLabel(e.side)} leaves the hex: ${[...e.unitIds, ...e.characterIds].map(nameOf).join(', ')}`;
    case 'characters-stranded':
      return `${sideLabel(e.side)}'s characters are left without army units: ${e.characterIds.map(nameOf).join(', ')}`;
    case 'breach-repaired':
      return 'The breach is repaired';
    default:
      return e.type;
  }
}

/** Keeps a piece of form state until `resetKey` changes (a new round or step). */
export function useResettable<T>(init: () => T, resetKey: string): [T, (v: T) => void] {
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key: resetKey, value: init() }));
  useEffect(() => {
    if (state.key !== resetKey) setState({ key: resetKey, value: init() });
  }, [resetKey]);
  const value = state.key === resetKey ? state.value : init();
  return [value, (v: T) => setState({ key: resetKey, value: v })];
}

export { keyOf };
