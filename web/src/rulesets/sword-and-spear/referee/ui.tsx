/**
 * The Sword & Spear Fantasy referee (`sword-and-spear-referee`): two units and the circumstances of a
 * shooting, a melee or an attack spell (set on the home page: presets or JSON), resolved with the
 * program's dice or, in a hot-seat game, dice rolled at the table and typed in (shell/TableDice.tsx);
 * every step shown with its clause; the exact odds with their chart. The server applies the rules
 * (src/rulesets/sword-and-spear/referee.ts) and refuses what they forbid, with the clause.
 */
import { useState } from 'preact/hooks';
import type { GameEvent, Seat } from '../../../../../src/core/ruleset.js';
import { swordAndSpearReferee, system } from '../../../../../src/rulesets/sword-and-spear/index.js';
import { useTableDice } from '../../../shell/TableDice.js';
import { Cite, Stage } from '../../../shell/ui.js';
import type { LogLine, PlayProps, ReplayProps, RulesetUi } from '../../registry.js';
import { swordAndSpearRefereeMeta } from './meta.js';
import {
  circumstances,
  eventLines,
  KIND_WORDS,
  outcomeOf,
  SEAT_COLOR,
  SEATS,
  seatName,
  summaryOf,
  toActOf,
  unitLine,
  type RefereeAction,
  type RefereeView,
} from './logic.js';
import { OddsPanel } from './Odds.js';
import { RefereeOptionsEditor } from './OptionsEditor.js';

function describeEvent(event: GameEvent, viewer: Seat | null, view: RefereeView): LogLine | null {
  return system.describe.event(event, { viewer, view });
}

function Situation({ view }: { view: RefereeView }) {
  const k = KIND_WORDS[view.options.kind];
  return (
    <>
      <h2 data-testid="ssf-ref-summary">
        {summaryOf(view)} <Cite clause={k.clause} />
      </h2>
      <ul data-testid="ssf-ref-units">
        <li>
          <strong>Attacker</strong> {unitLine(view.units.attacker)}
        </li>
        <li>
          <strong>Defender</strong> {unitLine(view.units.defender)}
        </li>
      </ul>
      <p data-testid="ssf-ref-circumstances">
        {circumstances(view.options).map((c, i) => (
          <span key={i}>
            {i > 0 && '; '}
            {c.text} <Cite clause={c.clause} />
          </span>
        ))}
      </p>
    </>
  );
}

function Steps({ view, events }: { view: RefereeView; events: readonly GameEvent[] }) {
  const lines = eventLines(view, events as readonly { type: string; clause?: string }[]);
  const outcome = outcomeOf(view);
  if (!outcome && lines.length === 0) return null;
  return (
    <div class="card" data-testid="ssf-ref-steps" style={{ padding: '8px 12px' }}>
      <h3>The resolution, step by step</h3>
      <ol>
        {lines.map((l, i) => (
          <li key={i} data-testid="ssf-ref-step">
            {l.text} <Cite clause={l.clause} />
          </li>
        ))}
      </ol>
      {outcome && (
        <p data-testid="ssf-ref-outcome">
          <strong>Result:</strong> {outcome.reason} <Cite clause={outcome.clause} />
        </p>
      )}
    </div>
  );
}

function Play(props: PlayProps<RefereeView, RefereeAction>) {
  const { snapshot, act, busy, concealed, seat } = props;
  const view = snapshot.view;
  const table = useTableDice(
    props.mode === 'hotseat',
    view.options.kind === 'melee'
      ? "They are read in order: the attacker's dice, the defender's, then the attacker's discipline tests and the defender's (SSF-A36). If more are needed the game says so and waits."
      : "They are read in order: the shooter's dice, the target's, then the target's discipline tests (SSF-A5). If more are needed the game says so and waits.",
  );
  const [odds, setOdds] = useState(false);
  const resolve = snapshot.legal.find((a) => a.type === 'resolve');
  const send = async () => {
    if (!resolve) return;
    const dice = table.dice();
    if (dice === null) return;
    if (await act(resolve, dice)) table.used();
  };
  return (
    <Stage
      class="ssf-referee"
      testid="ssf-referee"
      side={
        <>
          {props.status}
          {props.side}
        </>
      }
    >
      <div class="card stage-card">
        <Situation view={view} />
        {resolve && seat !== null && !concealed && (
          <>
            {table.panel}
            <div class="btn-row">
              <button class="btn btn-primary" disabled={busy} onClick={send} data-testid="ssf-ref-resolve">
                Resolve {KIND_WORDS[view.options.kind].name}
              </button>
            </div>
          </>
        )}
        <Steps view={view} events={snapshot.events} />
        <div class="btn-row">
          <button class="btn" aria-pressed={odds} onClick={() => setOdds(!odds)} data-testid="ssf-ref-odds-toggle">
            {odds ? 'Hide the odds' : 'Odds'}
          </button>
        </div>
        {odds && <OddsPanel options={view.options} />}
      </div>
    </Stage>
  );
}

function ReplayBoard({ view, stepEvents, side }: ReplayProps<RefereeView>) {
  return (
    <Stage class="ssf-referee" side={side}>
      <div class="card stage-card">
        <Situation view={view} />
        <Steps view={view} events={stepEvents} />
      </div>
    </Stage>
  );
}

export const swordAndSpearRefereeUi: RulesetUi<RefereeView, RefereeAction> = {
  ...swordAndSpearRefereeMeta,
  engine: swordAndSpearReferee,
  seats: SEATS,
  seatName,
  seatColor: (seat: Seat) => SEAT_COLOR[seat] ?? '#555',
  Play,
  ReplayBoard,
  describeEvent,
  outcome: outcomeOf,
  summary: summaryOf,
  toAct: toActOf,
  mergeViews: (views) => views.attacker ?? Object.values(views)[0]!,
  rules: {
    load: () => import('../rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: swordAndSpearReferee.assumptions,
    assumptionId: /^(SSF-A\d+)/,
  },
  optionFields: [],
  OptionsEditor: RefereeOptionsEditor,
};
