/**
 * The battle dialog: both sides in the battle hex, the seat's declaration for the round (charges,
 * Leadership, the die leader, the array, siege machine roles) or its after-round choice (stay and call
 * reinforcements, or withdraw with a rear guard), and the last round's results. The form starts from
 * the first legal decision (the engine's sensible default), so one click is enough; anything changed is
 * sent as the player set it and the server judges it.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../../src/core/ruleset.js';
import { Cite } from '../../shell/ui.js';
import { LazyOddsPanel } from './LazyOdds.js';
import type { OddsChoice } from './OddsPanel.js';
import {
  battleDecisions,
  chargeable,
  declareAction,
  draftFrom,
  moveItem,
  placeLabel,
  reinforceable,
  seatName,
  setAdds,
  setLeader,
  stayAction,
  toggle,
  withdrawAction,
  type BattleView,
  type DeclareDraft,
  type MapContext,
  type RoundReport,
  type SsAction,
  type SsView,
} from './logic.js';
import { RoundResults, SeatDot, useResettable } from './Panels.js';

export type Side = 'a' | 'b';
export type SideView = BattleView['sides']['a'];

export interface BattleProps {
  readonly view: SsView;
  readonly data: MapContext;
  readonly legal: readonly SsAction[];
  readonly seat: Seat | null;
  readonly busy: boolean;
  readonly act: (a: SsAction) => Promise<boolean>;
  readonly report: RoundReport | null;
  readonly nameOf: (id: string) => string;
  readonly codeOf: (id: string) => string;
  readonly seatLabel: (s: Seat) => string;
  readonly onHide: () => void;
}

export function BattleDialog(props: BattleProps) {
  const { view, data, legal, seat, report, nameOf, seatLabel } = props;
  const [oddsOpen, setOddsOpen] = useState(false);
  const p = view.pending;
  if (p?.kind !== 'battle') return null;
  const b = p.battle;
  const mySide: Side | null = p.seats.a === seat ? 'a' : p.seats.b === seat ? 'b' : null;
  const decisions = battleDecisions(legal);
  const hex = data.scenario.map.grid.index(p.place.hex);
  const terrain = p.place.complex
    ? 'Dragon complex'
    : hex !== undefined
      ? (data.tables.terrain.get(data.scenario.map.terrain[hex]!)?.name ?? '')
      : '';
  const fort = !p.place.complex && hex !== undefined ? data.scenario.map.fortification[hex] : null;
  const showReport = report && report.round > 0 && (b.phase === 'after-round' || b.round > 1) ? report : null;
  const waitingFor = (['a', 'b'] as const).filter((s) => !b.sides[s].decided).map((s) => p.seats[s]);
  const afterRound = b.phase === 'after-round';
  // The seat's decision: after a round it comes first (the results follow); a declaration comes after both sides.
  const decision = (
    <div class={`ss-battle-decision${afterRound ? ' first' : ''}`}>
      {mySide && decisions.declares.length > 0 && (
        <DeclareForm
          key={`d${b.round}`}
          b={b}
          side={mySide}
          decisions={decisions}
          busy={props.busy}
          act={props.act}
          nameOf={nameOf}
          codeOf={props.codeOf}
        />
      )}
      {mySide && (decisions.stays.length > 0 || decisions.withdraws.length > 0) && (
        <AfterRoundForm key={`r${b.round}`} b={b} side={mySide} decisions={decisions} busy={props.busy} act={props.act} nameOf={nameOf} />
      )}
      {(!mySide || legal.length === 0) && (
        <p class="ss-waiting" data-testid="ss-battle-waiting">
          {mySide && b.sides[mySide].decided ? 'Your decision is in. ' : ''}
          {waitingFor.length ? `Waiting for ${waitingFor.map((s) => seatLabel(s)).join(' and ')}…` : ''}
        </p>
      )}
    </div>
  );
  return (
    <div class="ss-battle-backdrop">
      <div class="ss-battle" role="dialog" aria-modal="true" aria-label={`Battle in ${placeLabel(p.place)}`} data-testid="ss-battle">
        <header class="ss-battle-head">
          <h2>
            <span aria-hidden="true">⚔</span> Battle in {placeLabel(p.place)}{' '}
            <span class="muted">
              · {[terrain, fort ? (data.tables.fortifications.get(fort)?.name ?? fort) : null].filter(Boolean).join(', ')} · round {b.round}
            </span>
          </h2>
          <span class="btn-row">
            <button class="btn btn-ghost" aria-pressed={oddsOpen} onClick={() => setOddsOpen(!oddsOpen)} data-testid="ss-odds-toggle">
              Odds
            </button>
            <button class="btn btn-ghost" onClick={props.onHide}>
              Show the map
            </button>
          </span>
        </header>
        <p class="muted ss-circumstances">
          {b.circumstances.clear ? 'Clear terrain: cavalry may charge.' : 'Not clear terrain: no charges.'}{' '}
          {b.circumstances.siege !== 'none' &&
            `Siege: ${b.circumstances.siege}${b.circumstances.besieged ? ` (${seatName(p.seats[b.circumstances.besieged])} besieged)` : ''}. `}
          {b.phase === 'declare'
            ? 'Each side declares in secret; both are revealed together.'
            : b.phase === 'after-round'
              ? 'Each side now chooses in secret: stay or withdraw.'
              : ''}{' '}
          <Cite clause="III.D" />
        </p>
        {oddsOpen && b.phase !== 'over' && (
          <LazyOddsPanel
            choices={mapOddsChoices(b, mySide)}
            title={`Battle in ${placeLabel(p.place)}`}
            names={{ a: seatLabel(p.seats.a), b: seatLabel(p.seats.b) }}
            onClose={() => setOddsOpen(false)}
          />
        )}
        {afterRound && decision}
        {showReport && (
          <details class="ss-report" open={afterRound}>
            <summary>Round {showReport.round} results</summary>
            <RoundResults report={showReport} seatLabel={seatLabel} nameOf={nameOf} />
          </details>
        )}
        <div class="ss-battle-sides">
          {(['a', 'b'] as const).map((s) => (
            <SideColumn
              key={s}
              side={s}
              sv={b.sides[s]}
              seat={p.seats[s]}
              mine={mySide === s}
              phase={b.phase}
              nameOf={nameOf}
              codeOf={props.codeOf}
              seatLabel={seatLabel}
            />
          ))}
        </div>
        {!afterRound && decision}
      </div>
    </div>
  );
}

/**
 * What the map game's odds may count (VI.A): both sides in the hex, as this seat's view shows them;
 * the seat's own adjacent stacks that may reinforce as a second choice, never the other side's.
 */
function mapOddsChoices(b: BattleView, mySide: Side | null): OddsChoice[] {
  const hex: OddsChoice = { key: 'hex', label: 'the units in the hex', source: { kind: 'view', battle: b, reinforcements: 'none' } };
  if (!mySide || b.sides[mySide].reinforcements.length === 0) return [hex];
  return [
    hex,
    {
      key: 'mine',
      label: 'the units in the hex and my stacks that may reinforce',
      source: { kind: 'view', battle: b, reinforcements: mySide },
    },
  ];
}

export function SideColumn({
  side,
  sv,
  seat,
  mine,
  phase,
  nameOf,
  codeOf,
  seatLabel,
}: {
  side: Side;
  sv: SideView;
  seat: Seat;
  mine: boolean;
  phase: BattleView['phase'];
  nameOf: (id: string) => string;
  codeOf: (id: string) => string;
  seatLabel: (s: Seat) => string;
}) {
  const total = sv.units.reduce((n, u) => n + u.attack, 0);
  return (
    <section class={`ss-battle-side ss-seat-${seat}${mine ? ' mine' : ''}`} aria-label={`${seatName(seat)} in the battle`}>
      <h3>
        <SeatDot seat={seat} /> {seatLabel(seat)} <span class="muted">side {side}</span>
        <span class={`pill ${sv.decided ? 'ss-pill-good' : ''}`}>
          {phase === 'over'
            ? 'done'
            : sv.decided
              ? phase === 'declare'
                ? 'declared'
                : 'chosen'
              : phase === 'declare'
                ? 'declaring…'
                : 'choosing…'}
        </span>
      </h3>
      <p class="muted">
        {sv.units.length} unit{sv.units.length === 1 ? '' : 's'}, printed strength {total}
        {sv.withdrawal && (
          <>
            {' '}
            · withdrawing (declared after round {sv.withdrawal.declaredAfterRound}
            {sv.withdrawal.rearGuard.length ? `, rear guard ${sv.withdrawal.rearGuard.map(nameOf).join(', ')}` : ''})
          </>
        )}
      </p>
      <table class="ss-table">
        <thead>
          <tr>
            <th>Unit</th>
            <th>Code</th>
            <th title="Attack (defence) strength">Str</th>
            <th title="Terrain defence multiplier for loss extraction (III.D.5)">×</th>
            <th>State</th>
          </tr>
        </thead>
        <tbody>
          {sv.units.map((u) => (
            <tr key={u.id} class={u.demoralized ? 'ss-row-demoralized' : ''}>
              <td>{u.name}</td>
              <td class="ss-mono">{codeOf(u.id)}</td>
              <td>
                {u.attack}
                {u.defence !== undefined && <span class="muted"> ({u.defence})</span>}
              </td>
              <td>{u.terrainMultiplier}</td>
              <td>
                {[
                  u.demoralized ? 'Demoralized' : null,
                  u.cavalry ? 'cavalry' : null,
                  u.archer ? 'archer' : null,
                  u.flying ? 'flying' : null,
                  u.chargedLastRound ? 'charged last round' : null,
                  u.crossedStream && u.joinedRound === 1 ? 'crossed a stream' : null,
                  u.joinedRound > 1 ? `joined round ${u.joinedRound}` : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sv.characters.length > 0 && (
        <table class="ss-table">
          <thead>
            <tr>
              <th>Character</th>
              <th>Lead</th>
              <th>Fighting</th>
              <th>Wounds</th>
            </tr>
          </thead>
          <tbody>
            {sv.characters.map((c) => (
              <tr key={c.id}>
                <td>
                  {c.name}
                  {c.monster && <span class="pill">monster</span>}
                </td>
                <td>{c.leadership}</td>
                <td>{c.fightingStrength}</td>
                <td>{c.wounds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sv.eliminated.length > 0 && <p class="muted">Lost in this battle: {sv.eliminated.map((e) => e.unit.name).join(', ')}</p>}
      {mine && sv.reinforcements.length > 0 && (
        <p class="muted">
          Stacks beside the hex that may reinforce:{' '}
          {sv.reinforcements.map((r) => `${r.id} (${r.units.length} units, led by ${nameOf(r.leaderId)})`).join('; ')}{' '}
          <Cite clause="III.D.7.b" />
        </p>
      )}
    </section>
  );
}

export function DeclareForm({
  b,
  side,
  decisions,
  busy,
  act,
  nameOf,
  codeOf,
}: {
  b: BattleView;
  side: Side;
  decisions: ReturnType<typeof battleDecisions>;
  busy: boolean;
  act: (a: SsAction) => Promise<boolean>;
  nameOf: (id: string) => string;
  codeOf: (id: string) => string;
}) {
  const sv = b.sides[side];
  const unitIds = sv.units.map((u) => u.id);
  const first = decisions.declares[0];
  const [draft, setDraft] = useResettable<DeclareDraft>(() => draftFrom(first, unitIds), `${b.round}:${JSON.stringify(first)}`);
  const mayCharge = chargeable(decisions);
  const machines = sv.units.filter((u) => u.siegeMachine);
  const rolesDeclared = b.options.siegeMachineRole === 'declared';
  const unit = (id: string) => sv.units.find((u) => u.id === id);
  return (
    <form
      class="ss-declare"
      data-testid="ss-declare"
      onSubmit={(e) => {
        e.preventDefault();
        void act(declareAction(draft));
      }}
    >
      <h3>
        Your declaration for round {b.round} <Cite clause="III.D.2" />
      </h3>
      <div class="ss-presets btn-row">
        <span class="muted">Start from:</span>
        {decisions.declares.map((d, i) => (
          <button key={i} type="button" class="btn btn-ghost" onClick={() => setDraft(draftFrom(d, unitIds))}>
            {i === 0 ? 'The engine’s suggestion' : d.charge.length === 0 ? 'No charge' : `Choice ${i + 1}`}
          </button>
        ))}
      </div>
      <div class="ss-declare-grid">
        <fieldset>
          <legend>
            Charge <Cite clause="III.D.2.b(2)" />
          </legend>
          {mayCharge.length === 0 ? (
            <p class="muted">No cavalry may charge this round (only in clear terrain, not twice in a row).</p>
          ) : (
            mayCharge.map((id) => (
              <label key={id} class="check">
                <input
                  type="checkbox"
                  checked={draft.charge.includes(id)}
                  onChange={(e) => setDraft({ ...draft, charge: toggle(draft.charge, id, (e.target as HTMLInputElement).checked) })}
                />{' '}
                {nameOf(id)} <span class="muted ss-mono">{codeOf(id)}</span> <span class="muted">(doubled)</span>
              </label>
            ))
          )}
        </fieldset>
        <fieldset>
          <legend>
            Leaders <Cite clause="III.D.1.b" /> <Cite clause="III.D.2.a" />
          </legend>
          {sv.characters.length === 0 && <p class="muted">No characters in the hex.</p>}
          {sv.characters.map((c) => (
            <div key={c.id} class="ss-leader-row">
              <strong>{c.name}</strong> <span class="muted">Leadership {c.leadership}</span>
              <label class="check">
                <input
                  type="radio"
                  name={`ss-leader-${side}`}
                  checked={draft.leader === c.id}
                  onChange={() => setDraft(setLeader(draft, c.id))}
                />{' '}
                leads the die
              </label>
              <label class="check">
                <input
                  type="checkbox"
                  checked={draft.addToStrength.includes(c.id)}
                  onChange={(e) => setDraft(setAdds(draft, c.id, (e.target as HTMLInputElement).checked))}
                />{' '}
                adds Leadership to strength
              </label>
            </div>
          ))}
          {sv.characters.length > 0 && (
            <label class="check">
              <input
                type="radio"
                name={`ss-leader-${side}`}
                checked={draft.leader === null}
                onChange={() => setDraft(setLeader(draft, null))}
              />{' '}
              nobody leads the die
            </label>
          )}
        </fieldset>
        <fieldset class="ss-array">
          <legend>
            Array, left to right: losses are taken from the left <Cite clause="III.D.3" />
          </legend>
          <ol>
            {draft.array.map((id, i) => (
              <li key={id}>
                <span>
                  {nameOf(id)} <span class="muted ss-mono">{codeOf(id)}</span>
                  {unit(id) && (
                    <span class="muted"> · loss strength {(unit(id)!.defence ?? unit(id)!.attack) * unit(id)!.terrainMultiplier}</span>
                  )}
                </span>
                <span class="ss-updown">
                  <button
                    type="button"
                    class="btn btn-ghost"
                    aria-label={`Move ${nameOf(id)} left`}
                    disabled={i === 0}
                    onClick={() => setDraft({ ...draft, array: moveItem(draft.array, i, -1) })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    class="btn btn-ghost"
                    aria-label={`Move ${nameOf(id)} right`}
                    disabled={i === draft.array.length - 1}
                    onClick={() => setDraft({ ...draft, array: moveItem(draft.array, i, 1) })}
                  >
                    ↓
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <p class="muted">
            Charging units stand first, and units that charged last round at the right, whatever the order (III.D.3, III.D.5.a(1)).
          </p>
        </fieldset>
        {machines.length > 0 && rolesDeclared && (
          <fieldset>
            <legend>
              Siege machines <Cite clause="III.D.2.d" />
            </legend>
            {machines.map((m) => (
              <label key={m.id} class="field-row">
                {nameOf(m.id)} counts as
                <select
                  value={draft.siegeRoles[m.id] ?? ''}
                  onChange={(e) => {
                    const v = (e.target as HTMLSelectElement).value;
                    const roles = { ...draft.siegeRoles };
                    if (v === 'archer' || v === 'flying') roles[m.id] = v;
                    else delete roles[m.id];
                    setDraft({ ...draft, siegeRoles: roles });
                  }}
                >
                  <option value="">the engine's choice</option>
                  <option value="archer">archer</option>
                  <option value="flying">flying</option>
                </select>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <div class="btn-row ss-sticky-actions">
        <button type="submit" class="btn btn-primary btn-big" disabled={busy} data-testid="ss-declare-submit">
          Declare
        </button>
        <span class="muted">
          Sent in secret; both declarations are revealed together. Leadership for morale checks follows the game's option{' '}
          <Cite clause="SSV-A24" />.
        </span>
      </div>
    </form>
  );
}

export function AfterRoundForm({
  b,
  side,
  decisions,
  busy,
  act,
  nameOf,
}: {
  b: BattleView;
  side: Side;
  decisions: ReturnType<typeof battleDecisions>;
  busy: boolean;
  act: (a: SsAction) => Promise<boolean>;
  nameOf: (id: string) => string;
}) {
  const sv = b.sides[side];
  const stay0 = decisions.stays[0];
  const wd0 = decisions.withdraws[0];
  const candidates = reinforceable(decisions);
  const [reinforce, setReinforce] = useResettable<string[]>(() => [...(stay0?.reinforce ?? [])], `${b.round}:s`);
  const [rear, setRear] = useResettable<string[]>(() => [...(wd0?.rearGuard ?? [])], `${b.round}:w`);
  const suggested = decisions.preset?.type;
  const leaderOf = (id: string) => sv.reinforcements.find((r) => r.id === id);
  return (
    <div class="ss-after" data-testid="ss-after-round">
      <h3>
        After round {b.round}: stay or withdraw? <Cite clause="III.D.7" />
      </h3>
      <div class="ss-after-grid">
        {decisions.stays.length > 0 && (
          <section class={suggested === 'stay' ? 'suggested' : ''}>
            <h4>Stay{suggested === 'stay' && <span class="pill">suggested</span>}</h4>
            {candidates.length > 0 ? (
              <>
                <p class="muted">
                  Call reinforcements from adjacent stacks (a reaction roll each, only if neither side withdraws){' '}
                  <Cite clause="III.D.7.b" />:
                </p>
                {candidates.map((id) => (
                  <label key={id} class="check">
                    <input
                      type="checkbox"
                      checked={reinforce.includes(id)}
                      onChange={(e) => setReinforce(toggle(reinforce, id, (e.target as HTMLInputElement).checked))}
                    />{' '}
                    from {id}
                    {leaderOf(id) && <span class="muted"> (led by {nameOf(leaderOf(id)!.leaderId)})</span>}
                  </label>
                ))}
              </>
            ) : (
              <p class="muted">No stack beside the hex can reinforce.</p>
            )}
            <button class="btn btn-primary" disabled={busy} onClick={() => void act(stayAction(reinforce))} data-testid="ss-stay">
              Stay
            </button>
          </section>
        )}
        <section class={suggested === 'withdraw' ? 'suggested' : ''}>
          <h4>Withdraw{suggested === 'withdraw' && <span class="pill">suggested</span>}</h4>
          {decisions.withdraws.length > 0 ? (
            <>
              <p class="muted">
                Units that withdraw fight only with their rear guard next round, then leave <Cite clause="III.D.7.a" />. Rear guard:
              </p>
              {sv.units.map((u) => (
                <label key={u.id} class="check">
                  <input
                    type="checkbox"
                    checked={rear.includes(u.id)}
                    onChange={(e) => setRear(toggle(rear, u.id, (e.target as HTMLInputElement).checked))}
                  />{' '}
                  {u.name}
                </label>
              ))}
              <button class="btn" disabled={busy} onClick={() => void act(withdrawAction(rear))} data-testid="ss-withdraw">
                Withdraw
              </button>
            </>
          ) : (
            <p class="muted">Withdrawal is not possible now{sv.withdrawal ? ': this side is already withdrawing' : ''}.</p>
          )}
        </section>
      </div>
    </div>
  );
}
