/**
 * The Swords & Wizardry module of the browser client: its deployment screen, its board in play, its
 * replay board, its words for events and its rulebook. The shell knows it only as a `RulesetUi`.
 *
 * Selecting a piece highlights exactly the `to` squares of the legal moves the server listed for it;
 * clicking one sends that move. The client never works out a move itself.
 */
import { useEffect, useMemo, useReducer, useState } from 'preact/hooks';
import { ASSUMPTIONS, PIECES, SEATS, swordsAndWizardry, system } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import type { PlayProps, ReplayProps, RulesetUi } from '../registry.js';
import { swordsAndWizardryMeta } from './meta.js';
import { Board, type BoardPiece, type Mark } from './Board.js';
import { Deploy } from './Deploy.js';
import { UnitPanel } from '../../shell/UnitPanel.js';
import { ANCHORS, describeEvent } from './describe.js';
import {
  canDeploy,
  forestNames,
  mergeViews,
  movableSquares,
  movesFrom,
  pieceSheet,
  playClick,
  replaceCandidates,
  rulesContext,
  seatName,
  type SwAction,
  type SwSeat,
  type SwView,
  type ViewPiece,
} from './logic.js';
import { CastleChoice, Captured, cardsAfter, ChallengeList, ChallengePanel, challengesOf, initialCards, lastChallenge } from './Panels.js';

type Marks = Map<string, Set<Mark>>;
const addMark = (m: Marks, s: string, k: Mark) => (m.get(s) ?? m.set(s, new Set()).get(s)!).add(k);

/** The board's pieces; the other side's pieces seen to move are marked (all of them for a spectator). */
const toBoardPieces = (pieces: readonly ViewPiece[], seat: SwSeat | null = null): BoardPiece[] =>
  pieces.map((p) => ({
    key: p.id,
    square: p.square,
    owner: p.owner,
    kind: p.kind,
    revealed: p.revealed,
    awaitingRescue: p.awaitingRescue,
    movedMark: p.moved === true && p.owner !== seat,
  }));

function Play(props: PlayProps<SwView, SwAction>) {
  const { snapshot, act, busy, concealed, side, options } = props;
  const view = snapshot.view;
  const legal = snapshot.legal;
  const seat = (props.seat as SwSeat | null) ?? null;
  const ctx = useMemo(() => rulesContext(options), [options]);
  const forests = useMemo(() => forestNames(options), [options]);

  if (view.phase === 'deployment' && seat && !view.deployed[seat] && canDeploy(legal)) {
    return (
      <Deploy
        ctx={ctx}
        seat={seat}
        gameKey={props.gameId}
        forestNames={forests}
        act={act}
        busy={busy}
        concealed={concealed}
        status={props.status}
        side={side}
      />
    );
  }
  return (
    <Battle
      {...props}
      ctx={ctx}
      forests={forests}
      seat={seat}
      view={view}
      legal={legal}
      act={act}
      busy={busy}
      concealed={concealed}
      side={side}
    />
  );
}

function Battle(
  props: PlayProps<SwView, SwAction> & {
    ctx: ReturnType<typeof rulesContext>;
    forests: ReadonlyMap<string, string>;
    seat: SwSeat | null;
    view: SwView;
    legal: readonly SwAction[];
  },
) {
  const { ctx, forests, seat, view, legal, act, busy, concealed, side, snapshot } = props;
  const [selected, setSelected] = useState<string | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  // Any piece clicked, an enemy's too, is shown in the unit panel (a click that selects nothing acts on nothing).
  const [inspected, setInspected] = useState<string | null>(null);
  const perspective: SwSeat = seat ?? 'red';
  const challenges = useMemo(() => challengesOf(snapshot.events), [snapshot.events]);
  const [cards, cardsDo] = useReducer(cardsAfter, challenges.length, initialCards);
  useEffect(() => cardsDo({ kind: 'arrived', count: challenges.length }), [challenges.length]);

  // A new state from the server clears the selection: the legal list has changed.
  useEffect(() => setSelected(null), [snapshot.seq]);
  // Coming from the deployment screen (often scrolled down to its buttons): show the board.
  useEffect(() => window.scrollTo({ top: 0 }), []);

  const candidates = replaceCandidates(legal);
  const movable = movableSquares(legal);
  const targets = movesFrom(legal, selected);
  const occupied = new Map(view.pieces.map((p) => [p.square, p]));

  const marks = useMemo(() => {
    const m: Marks = new Map();
    if (view.lastMove) {
      addMark(m, view.lastMove.from, 'last-from');
      addMark(m, view.lastMove.to, 'last-to');
    }
    if (selected) addMark(m, selected, 'selected');
    for (const t of targets) addMark(m, t, occupied.get(t) && occupied.get(t)!.owner !== seat ? 'attack' : 'target');
    for (const c of candidates) addMark(m, c, 'candidate');
    if (view.pending) addMark(m, view.pending.castle, 'castle-choice');
    return m;
  }, [view, selected, legal]);

  const onSquare = (square: string) => {
    if (busy || concealed) return;
    setInspected(occupied.has(square) ? square : null);
    const click = playClick(legal, selected, square);
    switch (click.kind) {
      case 'select':
        setSelected(click.square);
        break;
      case 'deselect':
        setSelected(null);
        break;
      case 'move':
      case 'replace':
        setSelected(null);
        // The player moves on: the results seen so far are put away (the list keeps them).
        cardsDo({ kind: 'moved', count: challenges.length });
        void act(click.action);
        break;
    }
  };

  const describe = (square: string) => {
    const p = occupied.get(square);
    const what = p ? `${p.owner === seat ? 'your' : seatName(p.owner)} ${p.kind ? PIECES[p.kind].name : 'hidden piece'}` : 'empty';
    const extra = targets.includes(square) ? (p ? ', challenge target' : ', move target') : movable.has(square) ? ', can move' : '';
    return `${square}: ${what}${extra}`;
  };

  const outcome = view.outcome;
  const yourTurn = !!seat && legal.length > 0;
  const waitingDeploy = view.phase === 'deployment';

  return (
    <>
      <section class="stage">
        {waitingDeploy && (
          <div class="banner">
            {seat && view.deployed[seat]
              ? `Your force is deployed. Waiting for ${SEATS.filter((s) => !view.deployed[s])
                  .map((s) => props.seatLabel(s))
                  .join(' and ')} to deploy…`
              : 'Waiting for both forces to be deployed…'}
          </div>
        )}
        <Board
          ctx={ctx}
          perspective={perspective}
          pieces={toBoardPieces(view.pieces, seat)}
          marks={marks}
          cursor={cursor}
          onCursor={setCursor}
          onSquare={onSquare}
          onCancel={() => setSelected(null)}
          concealed={concealed}
          label={`Board seen by ${seat ? seatName(seat) : 'a spectator'}. Arrow keys move the cursor, Enter selects a piece or moves it, Escape cancels.`}
          describe={describe}
          class={`board-play${yourTurn ? ' your-turn' : ''}`}
          forestNames={forests}
        />
        <Legend />
      </section>
      <aside class="side">
        {props.status}
        <UnitPanel
          sheet={
            concealed
              ? null
              : (() => {
                  const at = selected ?? inspected ?? cursor;
                  return at ? pieceSheet(view, at, legal, seat, forests) : null;
                })()
          }
          onClose={selected || inspected ? () => (setSelected(null), setInspected(null)) : undefined}
        />
        {!outcome && view.pending && (
          <CastleChoice view={view} candidates={candidates} mine={candidates.length > 0} busy={busy} onChoose={(s) => onSquare(s)} />
        )}
        {!waitingDeploy && challenges.length === 0 && <ChallengePanel info={null} />}
        {!waitingDeploy &&
          [...cards.open].reverse().map((i) => {
            const info = challenges[i];
            return (
              info && (
                <ChallengePanel key={i} info={info} title={`Challenge ${i + 1}`} onDismiss={() => cardsDo({ kind: 'dismiss', index: i })} />
              )
            );
          })}
        {!waitingDeploy && <ChallengeList all={challenges} onOpen={(index) => cardsDo({ kind: 'open', index })} />}
        {!waitingDeploy && <Captured view={view} />}
        {side}
      </aside>
    </>
  );
}

function Legend() {
  return (
    <ul class="legend" aria-label="Legend">
      <li>
        <span class="lg lg-target" /> move
      </li>
      <li>
        <span class="lg lg-attack" /> challenge
      </li>
      <li>
        <span class="lg lg-last" /> last move
      </li>
      <li>
        <span class="lg lg-revealed" /> identified
      </li>
      <li>
        <span class="lg lg-moved" /> has moved
      </li>
      <li>
        <span class="lg lg-castle" /> castle
      </li>
      <li>
        <span class="lg lg-forest" /> forest
      </li>
      <li>
        <span class="lg lg-lake" /> lake
      </li>
    </ul>
  );
}

function ReplayBoard({ view, stepEvents, perspective, side }: ReplayProps<SwView>) {
  const ctx = useMemo(() => rulesContext(null), []);
  const forests = useMemo(() => forestNames(null), []);
  const [cursor, setCursor] = useState<string | null>(null);
  const marks = useMemo(() => {
    const m: Marks = new Map();
    if (view.lastMove) {
      addMark(m, view.lastMove.from, 'last-from');
      addMark(m, view.lastMove.to, 'last-to');
    }
    return m;
  }, [view]);
  const info = lastChallenge(stepEvents);
  return (
    <>
      <section class="stage">
        <Board
          ctx={ctx}
          perspective={(perspective as SwSeat | null) ?? 'red'}
          pieces={toBoardPieces(view.pieces)}
          marks={marks}
          cursor={cursor}
          onCursor={setCursor}
          label="Replay board"
          forestNames={forests}
        />
      </section>
      <aside class="side">
        {side}
        {info && <ChallengePanel info={{ ...info, latest: true }} title="This step's challenge" />}
        <Captured view={view} />
      </aside>
    </>
  );
}

export const swordsAndWizardryUi: RulesetUi<SwView, SwAction> = {
  ...swordsAndWizardryMeta,
  engine: swordsAndWizardry,
  seats: SEATS,
  seatName,
  seatColor: (seat) => (seat === 'red' ? '#b3261e' : '#23262d'),
  Play,
  ReplayBoard,
  describeEvent,
  outcome: (view) => view.outcome,
  summary: (view) => system.describe.decision('swords-and-wizardry', view),
  toAct: (view) => view.toAct,
  mergeViews: (views) => mergeViews(views as Record<string, SwView>),
  rules: {
    load: () =>
      // biome-ignore lint/style/noRestrictedImports: the rulebook is text the ruleset names (RULEBOOK_URL), not code; Vite bundles it
      import('../../../../src/rulesets/swords-and-wizardry/data/rules.md?raw').then((m) => ({ markdown: m.default, anchors: ANCHORS })),
    assumptions: ASSUMPTIONS,
    assumptionId: /^(SW-A\d+)/,
  },
  optionFields: [
    {
      key: 'firstPlayer',
      label: 'Who moves first',
      kind: 'enum',
      assumption: 'SW-A3',
      values: [
        { value: 'red', label: 'Red' },
        { value: 'black', label: 'Black' },
        { value: 'random', label: 'A die decides' },
      ],
    },
    { key: 'moveLimit', label: 'Draw after this many moves (0: never)', kind: 'int', min: 0, assumption: 'SW-A4' },
    {
      key: 'repetitionLimit',
      label: 'Draw when a position repeats this often (0: off)',
      kind: 'int',
      min: 0,
      hint: '0 or at least 2',
      assumption: 'SW-A4',
    },
    {
      key: 'attackTable',
      label: 'Where the table and the notes disagree',
      kind: 'enum',
      assumption: 'SW-A5',
      values: [
        { value: 'table', label: 'The table governs' },
        { value: 'notes', label: 'The notes govern' },
      ],
    },
    {
      key: 'wizardBounce',
      label: 'A Wizard with No Result returns',
      kind: 'enum',
      assumption: 'SW-A6',
      values: [
        { value: 'origin', label: 'to where he came from' },
        { value: 'one-back', label: 'one square back' },
      ],
    },
    { key: 'dragonHopsEmpty', label: 'The Dragon may hop over an empty square', kind: 'bool', assumption: 'SW-A7' },
    { key: 'catapultOverLake', label: 'The Siege Catapult may attack across the lake', kind: 'bool', assumption: 'SW-A8' },
    {
      key: 'surroundedPrincess',
      label: 'A surrounded Princess with no rescuer near',
      kind: 'enum',
      assumption: 'SW-A9',
      values: [
        { value: 'awaits-rescue', label: 'is identified, awaits rescue' },
        { value: 'stays-hidden', label: 'stays hidden' },
      ],
    },
  ],
};
