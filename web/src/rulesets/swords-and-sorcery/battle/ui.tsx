/**
 * The refereed battle (`swords-and-sorcery-battle`): one battle of the Swords & Sorcery strategic
 * variant without a map, set up from a battle spec (docs/swords-and-sorcery/referee.md) and fought
 * round by round, in hot-seat or against the computer. The battle is drawn with the map game's battle
 * components (both sides, the declaration, stay or withdraw, the round's results: ../swords-and-sorcery/
 * Battle.tsx) and the odds panel (../swords-and-sorcery/OddsPanel.tsx, loaded on demand).
 *
 * Everything shown comes from the seat's view: both sides stand in the one hex (VI.A), each side's
 * pending decision is its own. The home page offers the bundled examples or a spec pasted as JSON.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Seat } from '../../../../../src/core/ruleset.js';
import { loadBattle, swordsAndSorceryBattle, TABLES } from '../../../../../src/rulesets/swords-and-sorcery/index.js';
import { useTableDice } from '../../../shell/TableDice.js';
import { Cite, Stage } from '../../../shell/ui.js';
import type { PlayProps, ReplayProps, RulesetUi } from '../../registry.js';
import { swordsAndSorceryBattleMeta } from './meta.js';
import { AfterRoundForm, DeclareForm, SideColumn } from '../Battle.js';
import { describeEvent } from '../describe.js';
import { LazyOddsPanel } from '../LazyOdds.js';
import { battleDecisions, roundReport, type SsAction } from '../logic.js';
import type { OddsChoice } from '../OddsPanel.js';
import { RoundResults } from '../Panels.js';
import {
  asMapActions,
  codeOf,
  fromMapAction,
  mergeViews,
  nameIndex,
  outcomeOf,
  SEAT_COLOR,
  SEATS,
  seatName,
  sideName,
  specOf,
  summaryOf,
  toActOf,
  withStart,
  type BattleAction,
  type BattleSpec,
  type RefereeView,
  type Side,
} from './logic.js';
import { BattleOptionsEditor } from './OptionsEditor.js';

/** Terrain, fortification and siege of the spec, in words. */
function placeWords(spec: BattleSpec | null): string {
  if (!spec) return '';
  const terrain = TABLES.terrain.get(spec.terrain)?.name ?? spec.terrain;
  const fort = spec.fortification ? (TABLES.fortifications.get(spec.fortification)?.name ?? spec.fortification) : null;
  return [
    terrain,
    fort,
    spec.siege !== 'none'
      ? `${spec.siege}${spec.besieged ? ` (${spec.besieged === 'a' ? spec.a.name : spec.b.name} besieged)` : ''}`
      : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function useNames(view: RefereeView) {
  return useMemo(() => {
    const names = nameIndex(view);
    return { names, nameOf: (id: string) => names.get(id) ?? id };
  }, [view]);
}

/** The odds the page offers: the battle as it stands, and as it was set up (the spec, when the server sent it). */
function oddsChoices(view: RefereeView, spec: BattleSpec | null): OddsChoice[] {
  const built = spec ? loadBattle(spec) : null;
  const start: OddsChoice | null = built?.ok
    ? { key: 'start', label: 'the battle as set up (round 1)', source: { kind: 'setup', setup: built.value.setup } }
    : null;
  const fresh = view.round === 1 && view.phase === 'declare';
  if (fresh && start) return [start];
  // The referee's file names both sides' reinforcements, and this ruleset's view shows them to both.
  const now: OddsChoice = {
    key: 'now',
    label: `the battle as it stands (round ${view.phase === 'declare' ? view.round : view.round + 1})`,
    source: { kind: 'view', battle: view, reinforcements: 'both' },
  };
  return start ? [now, start] : [now];
}

function BattleHead({ view, spec, odds, onOdds }: { view: RefereeView; spec: BattleSpec | null; odds?: boolean; onOdds?: () => void }) {
  const c = view.circumstances;
  return (
    <>
      <header class="ss-battle-head">
        <h2>
          <span aria-hidden="true">⚔</span> {view.title}{' '}
          <span class="muted">· {[placeWords(spec), `round ${view.round}`].filter(Boolean).join(' · ')}</span>
        </h2>
        {onOdds && (
          <button class="btn" aria-pressed={odds} onClick={onOdds} data-testid="ss-odds-toggle">
            {odds ? 'Hide the odds' : 'Odds'}
          </button>
        )}
      </header>
      <p class="muted ss-circumstances">
        {view.names.a} (side a) against {view.names.b} (side b).{' '}
        {c.clear ? 'Clear terrain: cavalry may charge.' : 'Not clear terrain (or fortified): no charges.'}{' '}
        {view.phase === 'declare'
          ? 'Each side declares in secret; both are revealed together.'
          : view.phase === 'after-round'
            ? 'Each side now chooses in secret: stay or withdraw.'
            : ''}{' '}
        <Cite clause="III.D" />
      </p>
      {spec?.about && <p class="muted">{spec.about}</p>}
    </>
  );
}

function Play(props: PlayProps<RefereeView, BattleAction>) {
  const { snapshot, act, busy, concealed, side, seat } = props;
  const view = snapshot.view;
  const { nameOf } = useNames(view);
  const spec = useMemo(() => specOf(props.options), [props.options]);
  const [odds, setOdds] = useState(false);
  const choices = useMemo(() => (odds ? oddsChoices(view, spec) : []), [odds, view, spec]);
  const label = (s: Seat) => sideName(view, s);
  const mySide: Side | null = seat === 'a' || seat === 'b' ? seat : null;
  const legal = useMemo(() => asMapActions(snapshot.legal), [snapshot.legal]);
  const decisions = battleDecisions(legal);
  // III.D.4.a: the round's two dice (and any morale, reinforcement dice) are read when the second side's
  // decision resolves the round; a referee may roll them at the table.
  const table = useTableDice(
    props.mode === 'hotseat',
    "The battle dice are read when the last side decides: a's die, then b's, then morale and reinforcement dice as the rules roll them. If more are needed the game names the next die and waits.",
  );
  const send = async (a: SsAction): Promise<boolean> => {
    const d = fromMapAction(a);
    const dice = table.dice();
    if (!d || dice === null) return false;
    const done = await act(d, dice);
    if (done) table.used();
    return done;
  };
  const report = useMemo(() => roundReport(withStart(snapshot.events, view), nameOf), [snapshot.events, nameOf]);
  const afterRound = view.phase === 'after-round';
  const outcome = outcomeOf(view);
  const showReport = report && report.round > 0 ? report : null;
  const waitingFor = toActOf(view);

  const decision = !concealed && !outcome && (
    <div class={`ss-battle-decision${afterRound ? ' first' : ''}`}>
      {mySide && decisions.declares.length > 0 && (
        <DeclareForm
          key={`d${view.round}:${mySide}`}
          b={view}
          side={mySide}
          decisions={decisions}
          busy={busy}
          act={send}
          nameOf={nameOf}
          codeOf={codeOf}
        />
      )}
      {mySide && (decisions.stays.length > 0 || decisions.withdraws.length > 0) && (
        <AfterRoundForm
          key={`r${view.round}:${mySide}`}
          b={view}
          side={mySide}
          decisions={decisions}
          busy={busy}
          act={send}
          nameOf={nameOf}
        />
      )}
      {(!mySide || legal.length === 0) && (
        <p class="ss-waiting" data-testid="ss-battle-waiting">
          {mySide && view.sides[mySide].decided ? 'Your decision is in. ' : ''}
          {waitingFor.length ? `Waiting for ${waitingFor.map((s) => props.seatLabel(s) + ` (${label(s)})`).join(' and ')}…` : ''}
        </p>
      )}
    </div>
  );

  return (
    <Stage
      class="ss-referee"
      testid="ss-referee"
      side={
        <>
          {props.status}
          {side}
        </>
      }
    >
      <div class="card stage-card">
        <BattleHead view={view} spec={spec} odds={odds} onOdds={() => setOdds(!odds)} />
        {outcome && (
          <p class="ss-referee-outcome" data-testid="ss-referee-outcome">
            <strong>The battle is over:</strong> {outcome.reason} <Cite clause={outcome.clause} />
          </p>
        )}
        {odds && !outcome && <LazyOddsPanel choices={choices} title={view.title} names={view.names} onClose={() => setOdds(false)} />}
        {afterRound && decision}
        {showReport && (
          <details class="ss-report" open={afterRound || !!outcome}>
            <summary>Round {showReport.round} results</summary>
            <RoundResults report={showReport} seatLabel={label} nameOf={nameOf} />
          </details>
        )}
        <div class="ss-battle-sides">
          {SEATS.map((s) => (
            <SideColumn
              key={s}
              side={s}
              sv={view.sides[s]}
              seat={s}
              mine={mySide === s}
              phase={view.phase}
              nameOf={nameOf}
              codeOf={codeOf}
              seatLabel={label}
            />
          ))}
        </div>
        {!afterRound && decision}
        {!concealed && !outcome && table.panel}
      </div>
    </Stage>
  );
}

function ReplayBoard({ view, stepEvents, side }: ReplayProps<RefereeView>) {
  const { nameOf } = useNames(view);
  const label = (s: Seat) => sideName(view, s);
  const report = useMemo(() => roundReport(withStart(stepEvents, view), nameOf), [stepEvents, nameOf]);
  return (
    <Stage class="ss-referee" side={side}>
      <div class="card stage-card">
        <BattleHead view={view} spec={null} />
        {report && report.round > 0 && <RoundResults report={report} seatLabel={label} nameOf={nameOf} />}
        <div class="ss-battle-sides">
          {SEATS.map((s) => (
            <SideColumn
              key={s}
              side={s}
              sv={view.sides[s]}
              seat={s}
              mine={false}
              phase={view.phase}
              nameOf={nameOf}
              codeOf={codeOf}
              seatLabel={label}
            />
          ))}
        </div>
      </div>
    </Stage>
  );
}

export const swordsAndSorceryBattleUi: RulesetUi<RefereeView, BattleAction> = {
  ...swordsAndSorceryBattleMeta,
  engine: swordsAndSorceryBattle,
  seats: SEATS,
  seatName,
  seatColor: (seat) => SEAT_COLOR[seat] ?? '#555',
  Play,
  ReplayBoard,
  describeEvent,
  outcome: outcomeOf,
  summary: summaryOf,
  toAct: toActOf,
  mergeViews: (views) => mergeViews(views as Record<string, RefereeView>),
  rules: {
    load: () => import('../rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: swordsAndSorceryBattle.assumptions,
    assumptionId: /^(SSV-[AR]\d+)/,
  },
  optionFields: [],
  OptionsEditor: BattleOptionsEditor,
};
