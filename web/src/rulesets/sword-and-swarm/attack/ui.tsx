/**
 * The Sword & Swarm attack referee (`sword-and-swarm-attack`): one attack (or one deflection) set up on
 * the home page from a bundled example or a spec as JSON (OptionsEditor.tsx), then resolved step by step
 * (the attacker rolls the attack dice; the defender deflects, loses Star and rolls for injury at 0) with
 * the program's dice or, in a hot-seat game, dice rolled at the table and typed in (shell/TableDice.tsx:
 * too few are refused with the die to roll next). Every modifier and test is shown with its cause and
 * clause, and the exact odds of Star lost and injuries as a table and a chart.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../../../src/core/ruleset.js';
import { swordAndSwarmAttack } from '../../../../../src/rulesets/sword-and-swarm/index.js';
import { useTableDice } from '../../../shell/TableDice.js';
import { Cite, Stage } from '../../../shell/ui.js';
import type { PlayProps, ReplayProps, RulesetUi } from '../../registry.js';
import { swordAndSwarmAttackMeta } from './meta.js';
import { describeEvent } from '../describe.js';
import {
  diceHint,
  modifierLines,
  outcomeOf,
  SEAT_COLOR,
  SEATS,
  seatName,
  summaryOf,
  testLines,
  toActOf,
  type AttackAction,
  type AttackView,
  type Line,
} from './logic.js';
import { OddsPanel } from './Odds.js';
import { AttackOptionsEditor } from './OptionsEditor.js';

function Lines({ lines, testid }: { lines: readonly Line[]; testid: string }) {
  return (
    <ul data-testid={testid}>
      {lines.map((l, i) => (
        <li key={i}>
          {l.text} <Cite clause={l.clause} />
        </li>
      ))}
    </ul>
  );
}

function Sheet({ title, c, colour }: { title: string; c: AttackView['defender'] | undefined; colour: string }) {
  if (!c) return null;
  const s = c.sheet;
  return (
    <div class="card" style={{ borderLeft: `4px solid ${colour}`, flex: '1 1 240px' }} data-testid={`sws-sheet-${title.toLowerCase()}`}>
      <h3 style={{ marginTop: 0 }}>
        {title}: {s.name} <span class="muted">({c.swarm ? 'a Swarm model' : s.class})</span>
      </h3>
      <p style={{ margin: 0 }}>
        Mallet {c.mallet}, Key {s.key}, Runes {s.runes}, Coronet {s.coronet}, Shield {s.shield}, Boots {s.boots}
        {c.swarm ? '' : ` · Star ${c.star} of ${s.star}`}
        {c.status !== 'active' ? ` · ${c.status.replace(/-/g, ' ')}` : ''}
      </p>
      <p class="muted" style={{ margin: 0 }}>
        {s.weapons.join(', ') || 'unarmed'}
      </p>
    </div>
  );
}

function Board({ view }: { view: AttackView }) {
  const mods = modifierLines(view);
  const r = view.result;
  const outcome = outcomeOf(view);
  return (
    <>
      <header class="stage-head">
        <h2>
          {view.options.attack.name} <Cite clause={view.options.attack.kind === 'deflection' ? 'Deflect Impacts' : 'Attack'} />
        </h2>
        <p class="muted">
          {view.options.attack.kind === 'deflection'
            ? 'A deflection only.'
            : `A ${view.options.attack.kind} attack${view.options.attack.kind === 'ranged' ? ` at ${view.options.attack.range}" (base edge to base edge)` : ''}.`}{' '}
          Step:{' '}
          <strong data-testid="sws-step">
            {view.step === 'attack' ? 'roll the attack dice' : view.step === 'deflect' ? `deflect ${view.impact} Impact` : 'resolved'}
          </strong>
        </p>
      </header>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Sheet title="Attacker" c={view.attacker} colour={SEAT_COLOR.attacker!} />
        <Sheet title="Defender" c={view.defender} colour={SEAT_COLOR.defender!} />
      </div>
      {view.options.attack.kind !== 'deflection' && (
        <>
          <h3>Modifiers</h3>
          {mods.length ? (
            <Lines lines={mods} testid="sws-modifiers" />
          ) : (
            <p class="muted" data-testid="sws-modifiers">
              No modifier applies.
            </p>
          )}
        </>
      )}
      <h3>Tests</h3>
      <Lines lines={testLines(view)} testid="sws-tests" />
      {r && (
        <p class="card" data-testid="sws-result">
          {r.hits !== undefined && (
            <>
              Hits: <strong>{r.hits}</strong>.{' '}
            </>
          )}
          {r.remaining !== undefined && (
            <>
              Impact left after Shield: <strong>{r.remaining}</strong>.{' '}
            </>
          )}
          {r.lost !== undefined && view.step === 'over' && (
            <>
              Star lost: <strong>{r.lost}</strong>.{' '}
            </>
          )}
          {r.injury && (
            <>
              Injury: <strong>{r.injury.replace(/-/g, ' ')}</strong>.{' '}
            </>
          )}
          {r.removed && <strong>The Swarm model is removed. </strong>}
        </p>
      )}
      {outcome && (
        <p data-testid="sws-attack-outcome">
          <strong>Resolved:</strong> {outcome.reason} <Cite clause={outcome.clause} />
        </p>
      )}
    </>
  );
}

function Play(props: PlayProps<AttackView, AttackAction>) {
  const { snapshot, act, busy, concealed, seat } = props;
  const view = snapshot.view;
  const table = useTableDice(props.mode === 'hotseat', diceHint(view));
  const [odds, setOdds] = useState(true);
  const send = async (a: AttackAction) => {
    const dice = table.dice();
    if (dice === null) return false;
    const done = await act(a, dice);
    if (done) table.used();
    return done;
  };
  const mine = seat !== null && !concealed && !outcomeOf(view);
  return (
    <Stage
      class="sws-attack"
      testid="sws-attack"
      side={
        <>
          {props.status}
          {props.side}
        </>
      }
    >
      <div class="card stage-card">
        <Board view={view} />
        {mine && (
          <div class="btn-row" data-testid="sws-attack-steps">
            {snapshot.legal.map((a) => (
              <button key={a.type} class="btn btn-primary" disabled={busy} onClick={() => send(a)} data-testid={`sws-${a.type}`}>
                {a.type === 'roll-attack' ? `Roll ${view.attackDice} attack dice` : `Deflect ${view.impact ?? 0} Impact`}{' '}
                <Cite clause={a.type === 'roll-attack' ? 'Attack' : 'Deflect Impacts'} />
              </button>
            ))}
          </div>
        )}
        {mine && table.panel}
        <div class="btn-row">
          <button class="btn" aria-pressed={odds} onClick={() => setOdds(!odds)} data-testid="sws-odds-toggle">
            {odds ? 'Hide the odds' : 'Odds'}
          </button>
        </div>
        {odds && <OddsPanel view={view} />}
      </div>
    </Stage>
  );
}

function ReplayBoard({ view, side }: ReplayProps<AttackView>) {
  return (
    <Stage class="sws-attack" side={side}>
      <div class="card stage-card">
        <Board view={view} />
      </div>
    </Stage>
  );
}

export const swordAndSwarmAttackUi: RulesetUi<AttackView, AttackAction> = {
  ...swordAndSwarmAttackMeta,
  engine: swordAndSwarmAttack,
  seats: SEATS,
  seatName,
  seatColor: (seat: Seat) => SEAT_COLOR[seat] ?? '#555',
  Play,
  ReplayBoard,
  describeEvent,
  outcome: outcomeOf,
  summary: summaryOf,
  toAct: toActOf,
  mergeViews: (views) => views[SEATS[0]]!,
  rules: {
    load: () => import('../rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: swordAndSwarmAttack.assumptions,
    assumptionId: /^(SWS-A\d+)/,
  },
  optionFields: [
    {
      key: 'evasionDie',
      label: 'The Evasion Die',
      kind: 'enum',
      values: [
        { value: 'one-of-the-tests', label: 'one of the Shield tests' },
        { value: 'extra-die', label: 'an extra die' },
      ],
      assumption: 'SWS-A5',
    },
    {
      key: 'takeCover',
      label: 'Take Cover in cover',
      kind: 'enum',
      values: [
        { value: 'additional', label: 'an additional penalty' },
        { value: 'replace', label: 'the table’s penalty only after taking cover' },
      ],
      assumption: 'SWS-A10',
    },
    { key: 'modifierCap', label: 'Cap on the net modifier', kind: 'int', min: 0, hint: '0 to 10', assumption: 'SWS-A4' },
    { key: 'confirmHigh', label: 'Attributes of 6+ confirm a 6', kind: 'bool', assumption: 'SWS-A4' },
  ],
  OptionsEditor: AttackOptionsEditor,
};
