/**
 * The Sauron variant's map game of Dagorlad (`sauron`): the map with its units and leaders, a piece
 * selected shows its legal moves and targets (click a highlighted hex to move or attack), the leaders'
 * panel (ratings, wounds, the Ring, Narsil), both Demoralization Levels, the turn, phase and segment,
 * the Leader Combat Segment's pairs and a challenge's prompt with their exact odds and chart, and a
 * button for every other legal action with its clause. Hot-seat, online and against the computer come
 * from the shell; nothing is hidden (SAU-M18). The server decides every rule.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../../../src/core/ruleset.js';
import { describeGameAction, sauron } from '../../../../src/rulesets/sauron/index.js';
import { useTableDice } from '../../shell/TableDice.js';
import { Cite, Stage } from '../../shell/ui.js';
import type { PlayProps, ReplayProps, RulesetUi } from '../registry.js';
import { sauronMeta } from './meta.js';
import { OddsPanel } from './common/Odds.js';
import { LeaderTable, Levels } from './common/Record.js';
import { leaderRowsOf, narsilTextOf, ringTextOf } from './common/record-text.js';
import { DagorladMap } from './DagorladMap.js';
import {
  activePieces,
  attacksOf,
  beastPowersTextOf,
  buttonActions,
  clickHex,
  combatPairs,
  describeLogEvent,
  fightersOf,
  hexOfPiece,
  leaderName,
  marksOf,
  mortalText,
  outcomeOf,
  phaseText,
  piecesByHex,
  pieceLabel,
  pieceSheet,
  planSteps,
  planText,
  reachOfPiece,
  SEAT_COLOR,
  SEATS,
  seatName,
  summaryOf,
  toActOf,
  type PathPlan,
  type SauronAction,
  type SauronView,
} from './logic.js';
import { UnitPanel } from '../../shell/UnitPanel.js';
import './sauron.css';

type Send = (a: SauronAction) => Promise<boolean>;

function Head({ view }: { view: SauronView }) {
  const o = outcomeOf(view);
  return (
    <header class="stage-head">
      <h2 data-testid="sau-phase">
        {phaseText(view)} <Cite clause="SAU-A6" />
      </h2>
      <p class="muted">
        The Gates of Morannon are {view.gates.closed ? 'closed' : 'open'} <Cite clause="18.1" />. To act:{' '}
        {view.toAct.map(seatName).join(', ') || 'nobody'}.
      </p>
      {o && (
        <p data-testid="sau-outcome">
          <strong>The game is over:</strong> {o.reason}
          {o.winner ? `; ${seatName(o.winner)} wins` : ''} <Cite clause={o.clause} />
        </p>
      )}
    </header>
  );
}

function Record({ view, selected, onPick }: { view: SauronView; selected?: string | null; onPick?: (id: string) => void }) {
  const rows = useMemo(() => leaderRowsOf(view.leaders.map((l) => ({ ...l, position: l.hex }))), [view]);
  const mp = new Map(view.leaders.map((l) => [l.id, l.mp]));
  return (
    <div class="card sau-panel" data-testid="sau-record">
      <h3>Leaders and levels</h3>
      <p class="muted">
        The Ring: {ringTextOf(view.ring)} <Cite clause="16.6" />. Narsil: {narsilTextOf(view.narsil)} <Cite clause="19.211" />. Sauron's
        Magic Capability Points: {view.magicPoints} <Cite clause="SAU-A25" />.
      </p>
      <p class="muted" data-testid="sau-beast-powers">
        {beastPowersTextOf(view)} <Cite clause="SAU-M21" />
      </p>
      <Levels demoralization={view.demoralization} />
      <LeaderTable
        rows={rows}
        selected={selected ?? null}
        onPick={onPick}
        extra={{ head: <span title="Movement points left (4.3)">MP</span>, cell: (id) => mp.get(id) ?? 0 }}
      />
    </div>
  );
}

/** A challenge awaiting its answer: who, the exact odds and chart, accept or refuse (22.1, 22.3). */
function ChallengePrompt({
  view,
  legal,
  send,
  busy,
  fighters,
}: {
  view: SauronView;
  legal: readonly SauronAction[];
  send: Send;
  busy: boolean;
  fighters: ReturnType<typeof fightersOf>;
}) {
  const m = view.mortal!;
  const answers = legal.filter((a) => a.type === 'accept' || a.type === 'refuse');
  return (
    <div class="card warn sau-panel" data-testid="sau-challenge-prompt">
      <h3>
        {leaderName(view, m.challenger)} challenges {leaderName(view, m.defender)} to Mortal Combat <Cite clause="22.0" />
      </h3>
      <p>
        Accept and the two fight until one is dead <Cite clause="22.2" />; refuse and his side's Demoralization Level rises by his Rally
        Points, and he may not rally this turn <Cite clause="22.3" />.
      </p>
      <OddsPanel a={fighters[m.challenger]} d={fighters[m.defender]} mode={view.options.mortalCombatRounds} />
      {answers.length > 0 && (
        <div class="btn-row">
          {answers.map((a) => {
            const d = describeGameAction(a, view);
            return (
              <button
                key={a.type}
                class={`btn${a.type === 'accept' ? ' btn-primary' : ''}`}
                disabled={busy}
                onClick={() => send(a)}
                data-testid={`sau-${a.type}`}
              >
                {d.text} <Cite clause={d.clause} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The Leader Combat Segment: every pair the rules allow, the chosen pair's odds, and its two actions. */
function LeaderCombat({
  view,
  legal,
  send,
  busy,
  fighters,
  selected,
}: {
  view: SauronView;
  legal: readonly SauronAction[];
  send: Send;
  busy: boolean;
  fighters: ReturnType<typeof fightersOf>;
  selected: string | null;
}) {
  const pairs = useMemo(() => combatPairs(legal), [legal]);
  const [pick, setPick] = useState(0);
  useEffect(() => {
    const i = selected ? pairs.findIndex((p) => p.attacker === selected) : -1;
    if (i >= 0) setPick(i);
  }, [selected, pairs]);
  if (pairs.length === 0) return null;
  const p = pairs[Math.min(pick, pairs.length - 1)]!;
  return (
    <div class="card sau-panel" data-testid="sau-leader-combat">
      <h3>
        Leader Combat and challenges <Cite clause="7.221" /> <Cite clause="22.0" />
      </h3>
      <div class="btn-row sau-pairs">
        {pairs.map((q, i) => (
          <button
            key={`${q.attacker}>${q.defender}`}
            class="btn btn-ghost"
            aria-pressed={q === p}
            onClick={() => setPick(i)}
            data-testid="sau-pair"
          >
            {leaderName(view, q.attacker)} → {leaderName(view, q.defender)}
          </button>
        ))}
      </div>
      <OddsPanel a={fighters[p.attacker]} d={fighters[p.defender]} mode={view.options.mortalCombatRounds} />
      <div class="btn-row">
        {[p.attack, p.challenge].map((a) => {
          if (!a) return null;
          const d = describeGameAction(a, view);
          return (
            <button key={a.type} class="btn btn-primary" disabled={busy} onClick={() => send(a)} data-testid={`sau-${a.type}`}>
              {d.text} <Cite clause={d.clause} />
            </button>
          );
        })}
      </div>
    </div>
  );
}

function Selection({
  view,
  legal,
  selected,
  send,
  busy,
  choose,
  setChoose,
  plan,
  also,
  onConfirm,
  onCancel,
  onPlan,
}: {
  view: SauronView;
  legal: readonly SauronAction[];
  selected: string | null;
  send: Send;
  busy: boolean;
  choose: readonly SauronAction[] | null;
  setChoose: (c: readonly SauronAction[] | null) => void;
  plan: PathPlan | null;
  also: PathPlan | null;
  onConfirm: () => void;
  onCancel: () => void;
  onPlan: (p: PathPlan) => void;
}) {
  const piece = selected
    ? [...piecesByHex(view).values()]
        .flat()
        .find((p) => p.id === selected || (selected === 'beast' && p.kind === 'unit' && p.unit.type === 'beast'))
    : undefined;
  const moves = reachOfPiece(view, legal, selected);
  const attacks = attacksOf(view, legal, selected);
  return (
    <div class="card sau-panel" data-testid="sau-selection">
      {piece ? (
        <p>
          <strong>Selected:</strong> {pieceLabel(view, piece)}.{' '}
          {moves.size ? `${moves.size} hex${moves.size === 1 ? '' : 'es'} to move to (highlighted: click one, then confirm)` : 'No move'}
          {attacks.length ? `; ${attacks.length} attack${attacks.length === 1 ? '' : 's'} (red)` : ''}.
        </p>
      ) : (
        <p class="muted">
          Click one of your pieces (dashed outline: it may act) to see where it may go and its targets; click a highlighted hex to plan the
          move, then click it again (or Confirm) to make it; Escape cancels.
        </p>
      )}
      {plan && (
        <div class="btn-row" data-testid="sau-plan">
          <span>
            Move {piece ? pieceLabel(view, piece).split(' in ')[0] : plan.piece} {plan.path.join(' → ')}: {planText(plan)}{' '}
            <Cite clause="4.3" />
          </span>
          <button class="btn btn-primary" disabled={busy} onClick={onConfirm} data-testid="sau-confirm">
            Confirm the move
          </button>
          <button class="btn" onClick={onCancel} data-testid="sau-cancel">
            Cancel
          </button>
        </div>
      )}
      {also && !plan && (
        <div class="btn-row" data-testid="sau-also">
          <button class="btn" disabled={busy} onClick={() => onPlan(also)}>
            Or move {leaderName(view, also.piece)} to {also.to} ({planText(also)})
          </button>
        </div>
      )}
      {choose && (
        <div class="btn-row" data-testid="sau-choose">
          {choose.map((a, i) => {
            const d = describeGameAction(a, view);
            return (
              <button key={i} class="btn btn-primary" disabled={busy} onClick={() => (setChoose(null), send(a))}>
                {d.text} <Cite clause={d.clause} />
              </button>
            );
          })}
          <button class="btn" onClick={() => setChoose(null)}>
            Cancel
          </button>
        </div>
      )}
      {attacks.length > 0 && !choose && (
        <div class="btn-row sau-actions" data-testid="sau-attacks">
          {attacks.map((x, i) => {
            const d = describeGameAction(x.action, view);
            return (
              <button key={i} class="btn" disabled={busy} onClick={() => send(x.action)} data-testid="sau-attack">
                {d.text} <Cite clause={d.clause} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

function Play(props: PlayProps<SauronView, SauronAction>) {
  const { snapshot, act, busy, concealed, seat } = props;
  const view = snapshot.view;
  const mine = seat !== null && !concealed && !outcomeOf(view) && (view.toAct as readonly string[]).includes(seat);
  const legal = mine ? snapshot.legal : [];
  const [selected, setSelected] = useState<string | null>(null);
  const [choose, setChoose] = useState<readonly SauronAction[] | null>(null);
  const fighters = useMemo(() => fightersOf(view), [view]);
  const table = useTableDice(
    props.mode === 'hotseat',
    "They are read in the order the rules roll them: one die for a missile or melee attack (and one for the defender striking back), one for a Leader Combat, one per leader each Mortal Combat round (the challenger's first), the Rally Table's dice for a rally.",
  );
  const [plan, setPlan] = useState<PathPlan | null>(null);
  const latest = useRef(view);
  latest.current = view;
  const [also, setAlso] = useState<PathPlan | null>(null);
  const walking = useRef(false);
  // A selection that can no longer act is dropped when the legal actions change (not in the middle of a path).
  useEffect(() => {
    if (walking.current) return;
    if (selected && !activePieces(legal).has(selected)) setSelected(null);
    setChoose(null);
    setPlan(null);
    setAlso(null);
  }, [snapshot.seq]);
  const send: Send = async (a) => {
    const dice = table.dice();
    if (dice === null) return false;
    const done = await act(a, dice);
    if (done) table.used();
    return done;
  };
  // A planned path is sent a step at a time (the rules move a hex at a time); a refusal stops it where it is.
  const confirm = async (p: PathPlan) => {
    setPlan(null);
    setAlso(null);
    walking.current = true;
    try {
      for (const step of planSteps(p)) {
        if (!(await act(step))) break;
        // The next step is sent from the state this one made (the server refuses an action sent from an older one).
        for (let i = 0; i < 100 && hexOfPiece(latest.current, p.piece) !== (step as { to: string }).to; i++)
          await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      walking.current = false;
    }
  };
  const cancel = () => {
    setPlan(null);
    setAlso(null);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const onClick = (c: ReturnType<typeof clickHex>) => {
    setChoose(null);
    if (c.kind === 'act') return void send(c.action);
    if (c.kind === 'choose') return setChoose(c.actions);
    if (c.kind === 'plan') return (setPlan(c.plan), setAlso(null));
    if (c.kind === 'confirm') return void confirm(c.plan);
    setPlan(null);
    setAlso(c.alsoPlan ?? null);
    setSelected(c.piece);
  };
  const onHex = (hex: string) => !busy && onClick(clickHex(view, legal, selected, hex, plan));
  const onPiece = (id: string, hex: string) => {
    if (busy) return;
    const c = clickHex(view, legal, selected, hex, plan);
    // A click on one piece of several in a hex selects that one.
    if (c.kind === 'select' && activePieces(legal).has(id) && id !== selected) return onClick({ ...c, piece: id });
    onClick(c);
  };
  const marks = useMemo(() => marksOf(view, legal, selected, plan), [view, legal, selected, plan]);
  const buttons = buttonActions(view, legal).filter((b) => b.action.type !== 'accept' && b.action.type !== 'refuse');
  const mortal = mortalText(view);
  return (
    <Stage
      class="sau-stage"
      testid="sauron-game"
      side={
        <>
          {props.status}
          <UnitPanel sheet={selected ? pieceSheet(view, selected, legal) : null} onClose={() => setSelected(null)} />
          {props.side}
        </>
      }
    >
      <div class="card stage-card">
        <Head view={view} />
        {mortal && (
          <p class="card warn" data-testid="sau-mortal">
            {mortal} <Cite clause="22.1" />
          </p>
        )}
        <DagorladMap
          view={view}
          marks={marks}
          selected={selected}
          onHex={onHex}
          onPiece={onPiece}
          label="The map of Dagorlad and Mordor"
          gameId={props.gameId}
          focusSide={seat}
          plan={plan ? { path: plan.path, text: planText(plan) } : null}
        />
      </div>
      {view.mortal?.phase === 'challenged' && <ChallengePrompt view={view} legal={legal} send={send} busy={busy} fighters={fighters} />}
      {mine && (
        <>
          <Selection
            view={view}
            legal={legal}
            selected={selected}
            send={send}
            busy={busy}
            choose={choose}
            setChoose={setChoose}
            plan={plan}
            also={also}
            onConfirm={() => plan && void confirm(plan)}
            onCancel={cancel}
            onPlan={(p) => (setSelected(p.piece), setPlan(p), setAlso(null))}
          />
          <LeaderCombat view={view} legal={legal} send={send} busy={busy} fighters={fighters} selected={selected} />
          {buttons.length > 0 && (
            <div class="card sau-panel btn-row sau-actions" data-testid="sau-buttons">
              {buttons.map((b, i) => (
                <button
                  key={i}
                  class={`btn${b.action.type === 'end' ? ' btn-primary' : ''}`}
                  disabled={busy}
                  onClick={() => send(b.action)}
                  data-testid={b.action.type === 'end' ? 'sau-end' : 'sau-button'}
                >
                  {b.text} <Cite clause={b.clause} />
                </button>
              ))}
            </div>
          )}
          {table.panel}
        </>
      )}
      <Record
        view={view}
        selected={selected}
        onPick={mine ? (id) => (setPlan(null), setAlso(null), setSelected(activePieces(legal).has(id) ? id : null)) : undefined}
      />
    </Stage>
  );
}

function ReplayBoard({ view, side }: ReplayProps<SauronView>) {
  return (
    <Stage class="sau-stage" side={side}>
      <div class="card stage-card">
        <Head view={view} />
        <DagorladMap view={view} label="The map of Dagorlad and Mordor" />
      </div>
      <Record view={view} />
    </Stage>
  );
}

export const sauronUi: RulesetUi<SauronView, SauronAction> = {
  ...sauronMeta,
  engine: sauron,
  seats: SEATS,
  seatName,
  seatColor: (seat: Seat) => SEAT_COLOR[seat] ?? '#555',
  Play,
  ReplayBoard,
  describeEvent: (e, viewer, view) => describeLogEvent(e, viewer, view),
  outcome: outcomeOf,
  summary: summaryOf,
  // SAU-A6: ending a segment or phase decides nothing when it is all a seat may do.
  passes: (a) => a.type === 'end',
  toAct: toActOf,
  // Nothing is hidden (SAU-M18): every seat's view is the same.
  mergeViews: (views: Readonly<Record<Seat, SauronView>>) => views[SEATS[0]!]!,
  rules: {
    load: () => import('./referee/rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: sauron.assumptions,
    assumptionId: /^(SAU-[AM]\d+)/,
  },
  optionFields: [
    { key: 'turns', label: 'Game-turns', kind: 'int', min: 1, hint: '1 to 18', assumption: 'SAU-M13' },
    { key: 'extraWesternesseUnits', label: 'Extra Westernesse units (14.3)', kind: 'int', min: 0, hint: '0 to 6', assumption: 'SAU-M14' },
    { key: 'zonesOfControl', label: 'Zones of control stop a move', kind: 'bool', assumption: 'SAU-M10' },
    {
      key: 'mortalCombatRounds',
      label: 'A Mortal Combat round',
      kind: 'enum',
      assumption: 'SAU-A3',
      values: [
        { value: 'both-roll', label: 'Each leader rolls as attacker' },
        { value: 'one-die', label: 'One die for both' },
      ],
    },
    {
      key: 'ringLoss',
      label: 'Sauron loses the Ring (16.61)',
      kind: 'enum',
      assumption: 'SAU-A10',
      values: [
        { value: 'overthrown', label: 'When overthrown in Mortal Combat, alive' },
        { value: 'death', label: 'Only when he dies' },
      ],
    },
  ],
};
