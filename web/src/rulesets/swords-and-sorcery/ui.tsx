/**
 * The Swords & Sorcery (strategic variant) module of the browser client: the hex map with its stacks,
 * movement step by step, the reaction and withdrawal prompts, the battle dialog, the replay board,
 * words for events and the variant's text. The shell knows it only as a `RulesetUi`.
 *
 * Everything drawn comes from the seat's view (own pieces; enemy stacks as markers unless the seat's
 * units share their place, VI.A) and the scenario its options name. What may be done comes from the
 * legal list; a group of pieces the list does not spell out is still sent, and the server judges it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { counterCode, swordsAndSorcery } from '../../../../src/rulesets/swords-and-sorcery/index.js';
import type { PlayProps, ReplayProps, RulesetUi } from '../registry.js';
import { swordsAndSorceryMeta } from './meta.js';
import { BattleDialog } from './Battle.js';
import { describeEvent } from './describe.js';
import { HexMap, type Mark } from './HexMap.js';
import {
  battleSide,
  canEndMovement,
  canPass,
  defaultSelection,
  keyOf,
  mapClick,
  mapData,
  mergeViews,
  movableKeys,
  reachDestinations,
  nameIndex,
  otherActions,
  placeLabel,
  reactAction,
  reactOffers,
  reactionTrigger,
  roundReport,
  SEAT_COLOR,
  SEATS,
  seatName,
  siegesOf,
  stacksOf,
  summaryOf,
  toActOf,
  withdrawChoices,
  type Destination,
  type Key,
  type MapContext,
  type SsAction,
  type SsView,
  type Stack,
} from './logic.js';
import {
  Casualties,
  Legend,
  OtherChoices,
  PlaceInfo,
  ReactionPrompt,
  RoundResults,
  StackPanel,
  StatusStrip,
  WithdrawalPrompt,
} from './Panels.js';

type Marks = Map<Key, Set<Mark>>;
const addMark = (m: Marks, k: Key, mark: Mark) => (m.get(k) ?? m.set(k, new Set()).get(k)!).add(mark);

/** Names and counter codes of the pieces this view shows. */
function useLookups(view: SsView, data: MapContext) {
  return useMemo(() => {
    const names = nameIndex(view, data.tables);
    const codes = new Map<string, string>();
    for (const p of view.pieces) {
      const t = p.kind === 'unit' ? data.tables.units.get(p.what) : undefined;
      if (t) codes.set(p.id, counterCode(t));
    }
    return { names, nameOf: (id: string) => names.get(id) ?? id, codeOf: (id: string) => codes.get(id) ?? '' };
  }, [view, data]);
}

function Play(props: PlayProps<SsView, SsAction>) {
  const { snapshot, act, busy, concealed, side } = props;
  const view = snapshot.view;
  const legal = snapshot.legal;
  const seat = props.seat;
  const data = useMemo(() => mapData(view.options), [view.options]);
  const tables = data.tables;
  const stacks = useMemo(() => stacksOf(view, tables), [view, tables]);
  const { nameOf, codeOf } = useLookups(view, data);

  const [open, setOpen] = useState<Key | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [info, setInfo] = useState<Key | null>(null);
  const [offerFrom, setOfferFrom] = useState<Key | null>(null);
  const [reactPieces, setReactPieces] = useState<string[] | null>(null);
  const [battleHidden, setBattleHidden] = useState(false);
  // A destination clicked once: its path and cost drawn, moved to by a second click or Confirm (Escape cancels).
  const [plan, setPlan] = useState<Key | null>(null);
  const [also, setAlso] = useState<{ from: Key; to: Key } | null>(null);
  const follow = useRef<{ to: Key; ids: string[] } | null>(null);

  const ownAt = (k: Key | null) => (k ? stacks.find((s) => s.own && s.key === k) : undefined);
  // Every stack in the open place: the viewer's own (to move) and any enemy seen beside it.
  const openStacks: Stack[] = open ? stacks.filter((s) => s.key === open) : [];

  // A new seat at the screen (hot-seat) starts with nothing open.
  useEffect(() => {
    setOpen(null);
    setSelection([]);
    setInfo(null);
  }, [seat]);

  // A new state: follow the pieces just moved (movement is hex by hex), drop what no longer stands here.
  useEffect(() => {
    const f = follow.current;
    follow.current = null;
    setOfferFrom(null);
    setReactPieces(null);
    setBattleHidden(false);
    setPlan(null);
    setAlso(null);
    if (f) {
      const here = ownAt(f.to);
      if (here) {
        setOpen(f.to);
        setSelection(f.ids.filter((id) => here.pieces.some((p) => p.id === id && !p.done)));
        return;
      }
    }
    if (open) {
      const st = ownAt(open) ?? stacks.find((s) => s.key === open);
      if (!st) setOpen(null);
      else setSelection((sel) => sel.filter((id) => st.pieces.some((p) => p.id === id)));
    }
  }, [snapshot.seq]);

  const myMovement = legal.some((a) => a.type === 'move' || a.type === 'end-movement');
  const offers = useMemo(() => reactOffers(legal), [legal]);
  const offer = offers.find((o) => o.from === offerFrom) ?? offers[0] ?? null;
  const chosenPieces = reactPieces ?? (offer ? [...offer.pieces] : []);
  const withdraws = useMemo(() => withdrawChoices(legal), [legal]);
  const reactionMine = view.pending?.kind === 'reaction' && view.pending.seat === seat && legal.length > 0;
  const withdrawalMine = view.pending?.kind === 'withdrawal' && view.pending.seat === seat && withdraws.length > 0;
  const trigger = view.pending?.kind === 'reaction' && view.pending.seat === seat ? reactionTrigger(snapshot.events, seat) : null;
  // The ruleset's paths for this seat's view: where the selected pieces may go and at what cost (II; SSV-A45).
  const targets = useMemo(
    () => (myMovement && open && ownAt(open) ? reachDestinations(view, open, selection) : []),
    [view, myMovement, open, selection],
  );

  const planned = plan ? targets.find((t) => t.key === plan) : undefined;
  const marks = useMemo(() => {
    const m: Marks = new Map();
    if (open) addMark(m, open, 'open');
    if (planned) addMark(m, planned.key, 'plan');
    for (const t of targets) addMark(m, t.key, 'target');
    if (myMovement) for (const k of movableKeys(legal, view)) addMark(m, k, 'movable');
    const p = view.pending;
    if (trigger) addMark(m, trigger, 'trigger');
    if (reactionMine) {
      for (const o of offers) addMark(m, o.from, 'react-from');
      for (const i of offer?.into ?? []) addMark(m, i.key, 'react-into');
    }
    if (withdrawalMine) for (const w of withdraws) addMark(m, w.key, 'withdraw');
    if (p?.kind === 'battle') addMark(m, keyOf(p.place), 'battle');
    for (const sg of siegesOf(view)) for (const h of sg.hexes) addMark(m, h, 'siege');
    for (const a of otherActions(legal)) {
      const hex = (a as { hex?: unknown }).hex;
      if (typeof hex === 'string') addMark(m, hex, 'choice');
    }
    const at = (p as { place?: { hex: string; complex?: boolean } } | null)?.place;
    if (at && p?.kind !== 'battle') addMark(m, keyOf(at), 'choice');
    return m;
  }, [view, legal, open, targets, offer, offers, withdraws, planned]);

  const stacked = useMemo(() => new Set(stacks.map((s) => s.key)), [stacks]);

  const latest = useRef(view);
  latest.current = view;
  // A path is sent a step at a time, each from the state the last one made; a reaction or a refusal stops it.
  const walk = async (d: Destination) => {
    setPlan(null);
    for (const step of d.steps) {
      if (!(await send(step))) return;
      const there = () => latest.current.pieces.some((p) => step.pieces.includes(p.id) && keyOf(p.place) === keyOf(step.to));
      for (let i = 0; i < 100 && !there() && !latest.current.pending; i++) await new Promise((r) => setTimeout(r, 50));
      if (latest.current.pending || !there()) return;
    }
  };

  const send = async (action: SsAction) => {
    if (action.type === 'move') follow.current = { to: keyOf(action.to), ids: [...action.pieces] };
    const ok = await act(action);
    if (!ok) follow.current = null;
    return ok;
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setPlan(null);
        setAlso(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const own = useMemo(() => new Set(stacks.filter((x) => x.own).map((x) => x.key)), [stacks]);

  const openAt = (k: Key) => {
    setPlan(null);
    setOpen(k);
    setInfo(null);
    setSelection(defaultSelection(ownAt(k)));
  };

  const onPlace = (k: Key) => {
    if (busy || concealed) return;
    const click = mapClick(
      { legal, view, open, destinations: targets, offer: reactionMine ? offer : null, reactPieces: chosenPieces, stacked, own, plan },
      k,
    );
    setAlso(null);
    switch (click.kind) {
      case 'move':
        if (planned) void walk(planned);
        else void send(click.action);
        break;
      case 'react':
      case 'withdraw':
        setPlan(null);
        void send(click.action);
        break;
      case 'plan':
        setPlan(click.key);
        break;
      case 'open':
        if (click.alsoPlan && open) setAlso({ from: open, to: click.alsoPlan });
        openAt(click.key);
        break;
      case 'close':
        setOpen(null);
        setSelection([]);
        break;
      case 'info':
        setOpen(null);
        setSelection([]);
        setInfo(click.key);
        break;
    }
  };

  const outcome = view.outcome;
  const toAct = toActOf(view);
  const battle = view.pending?.kind === 'battle' ? view.pending : null;
  const mine = battleSide(view.pending, seat);
  const report = useMemo(() => roundReport(snapshot.events, nameOf), [snapshot.events, nameOf]);
  const othersTurn = !outcome && legal.length === 0 && toAct.length > 0;

  return (
    <>
      <section class="stage ss-stage">
        <StatusStrip view={view} data={data} />
        {!concealed && (
          <div class="ss-actionbar" data-testid="ss-actionbar">
            {outcome ? (
              <span>
                <strong>{outcome.winner ? `${seatName(outcome.winner)} won` : 'Drawn'}</strong>: {outcome.reason}
              </span>
            ) : myMovement ? (
              <>
                <span class="ss-actiontext">
                  <strong>Your movement:</strong> open a stack (glowing ones can move), tick its pieces, click a green place (its path and
                  cost are drawn), then click it again or Confirm.
                </span>
                {planned && (
                  <span data-testid="ss-plan">
                    To {placeLabel(planned.key)} ({planned.path.length - 1} step{planned.path.length === 2 ? '' : 's'}): {planned.cost}{' '}
                    <button class="btn btn-primary" disabled={busy} onClick={() => void walk(planned)} data-testid="ss-confirm">
                      Confirm the move
                    </button>{' '}
                    <button class="btn" onClick={() => setPlan(null)}>
                      Cancel
                    </button>
                  </span>
                )}
                {also && !planned && (
                  <button
                    class="btn"
                    disabled={busy}
                    onClick={() => {
                      const a = also;
                      setAlso(null);
                      setOpen(a.from);
                      setSelection(defaultSelection(ownAt(a.from)));
                      setPlan(a.to);
                    }}
                    data-testid="ss-also"
                  >
                    Or move the stack from {also.from} here
                  </button>
                )}
                <button
                  class="btn btn-primary"
                  disabled={busy || !canEndMovement(legal)}
                  onClick={() => void send({ type: 'end-movement' })}
                  data-testid="ss-end-movement"
                >
                  End movement
                </button>
              </>
            ) : reactionMine ? (
              <span>
                <strong>The enemy moved near you.</strong> React, or pass (see the panel).
              </span>
            ) : withdrawalMine ? (
              <span>
                <strong>Withdraw:</strong> click a blue place for your survivors.
              </span>
            ) : battle ? (
              <>
                <span>
                  <strong>Battle in {placeLabel(battle.place)}</strong>, round {battle.battle.round}
                  {mine && legal.length > 0
                    ? ': your decision is due.'
                    : othersTurn
                      ? `: waiting for ${toAct.map((s) => props.seatLabel(s)).join(' and ')}…`
                      : ''}
                </span>
                {battleHidden && (
                  <button class="btn btn-primary" onClick={() => setBattleHidden(false)}>
                    Open the battle
                  </button>
                )}
              </>
            ) : othersTurn ? (
              <span class="muted">Waiting for {toAct.map((s) => props.seatLabel(s)).join(' and ')}…</span>
            ) : null}
          </div>
        )}
        <HexMap
          data={data}
          stacks={stacks}
          marks={concealed ? undefined : marks}
          onPlace={onPlace}
          concealed={concealed}
          label={`Map of ${data.scenario.name}, seen by ${seat ? seatName(seat) : 'a spectator'}. Click a stack to open it.`}
          class={legal.length > 0 ? 'your-turn' : ''}
          gameId={props.gameId}
          plan={planned ? { path: planned.path, text: planned.cost } : null}
        />
        <Legend data={data} />
      </section>
      <aside class="side">
        {props.status}
        {!concealed && reactionMine && (
          <ReactionPrompt
            trigger={trigger}
            view={view}
            offers={offers}
            chosen={offer}
            onChoose={(k) => {
              setOfferFrom(k);
              setReactPieces(null);
            }}
            pieces={chosenPieces}
            onPieces={setReactPieces}
            onReact={(into) => offer && void send(reactAction(offer, into, chosenPieces))}
            onPass={() => void send({ type: 'pass' })}
            canPass={canPass(legal)}
            busy={busy}
            nameOf={nameOf}
            tables={tables}
          />
        )}
        {!concealed && otherActions(legal).length > 0 && (
          <OtherChoices view={view} actions={otherActions(legal)} onAct={(a) => void send(a)} busy={busy} nameOf={nameOf} />
        )}
        {!concealed && withdrawalMine && (
          <WithdrawalPrompt
            view={view}
            choices={withdraws.map((w) => w.key)}
            onChoose={(k) => void send(withdraws.find((w) => w.key === k)!.action)}
            busy={busy}
          />
        )}
        {!concealed &&
          openStacks.map((st) => (
            <StackPanel
              key={`${st.owner}@${st.key}`}
              stack={st}
              data={data}
              view={view}
              selection={selection}
              onSelection={setSelection}
              onClose={() => {
                setOpen(null);
                setSelection([]);
              }}
              moving={st.own && myMovement}
              destinations={targets}
              onMove={(d) => void walk(d)}
              busy={busy}
            />
          ))}
        {!concealed && info && openStacks.length === 0 && <PlaceInfo data={data} keyName={info} onClose={() => setInfo(null)} />}
        {!concealed && !battle && report && report.round > 0 && (
          <details class="card ss-last-battle">
            <summary>
              Last battle{report.place ? ` in ${report.place}` : ''}: round {report.round}
              {report.over ? ' (over)' : ''}
            </summary>
            <RoundResults report={report} seatLabel={props.seatLabel} nameOf={nameOf} />
          </details>
        )}
        {!concealed && <Casualties view={view} />}
        {side}
      </aside>
      {!concealed && battle && !battleHidden && (
        <BattleDialog
          view={view}
          data={data}
          legal={legal}
          seat={seat}
          busy={busy}
          act={send}
          report={report}
          nameOf={nameOf}
          codeOf={codeOf}
          seatLabel={props.seatLabel}
          onHide={() => setBattleHidden(true)}
        />
      )}
    </>
  );
}

function ReplayBoard({ view, stepEvents, side }: ReplayProps<SsView>) {
  const data = useMemo(() => mapData(view.options), [view.options]);
  const stacks = useMemo(() => stacksOf(view, data.tables), [view, data]);
  const { nameOf } = useLookups(view, data);
  const [open, setOpen] = useState<Key | null>(null);
  const report = useMemo(() => roundReport(stepEvents, nameOf), [stepEvents, nameOf]);
  const marks = useMemo(() => {
    const m: Marks = new Map();
    if (open) addMark(m, open, 'open');
    const p = view.pending;
    if (p?.kind === 'battle') addMark(m, keyOf(p.place), 'battle');
    // The replay shows every event of the step, the offered seat's included.
    const trigger = p?.kind === 'reaction' ? reactionTrigger(stepEvents, null) : null;
    if (trigger) addMark(m, trigger, 'trigger');
    return m;
  }, [view, open, stepEvents]);
  const openStacks = open ? stacks.filter((s) => s.key === open) : [];
  const label = (s: string) => seatName(s);
  return (
    <>
      <section class="stage ss-stage">
        <StatusStrip view={view} data={data} />
        <HexMap
          data={data}
          stacks={stacks}
          marks={marks}
          onPlace={(k) => setOpen(k === open ? null : stacks.some((s) => s.key === k) ? k : null)}
          label="Replay map"
        />
        <Legend data={data} />
      </section>
      <aside class="side">
        {side}
        {openStacks.map((st) => (
          <StackPanel
            key={`${st.owner}@${st.key}`}
            stack={st}
            data={data}
            view={view}
            selection={[]}
            onSelection={() => {}}
            onClose={() => setOpen(null)}
            moving={false}
          />
        ))}
        {report && report.round > 0 && (
          <div class="card">
            <h3>This step's battle round</h3>
            <RoundResults report={report} seatLabel={label} nameOf={nameOf} />
          </div>
        )}
        <Casualties view={view} />
      </aside>
    </>
  );
}

export const swordsAndSorceryUi: RulesetUi<SsView, SsAction> = {
  ...swordsAndSorceryMeta,
  engine: swordsAndSorcery,
  seats: SEATS,
  seatName,
  seatColor: (seat) => SEAT_COLOR[seat] ?? '#555',
  Play,
  ReplayBoard,
  describeEvent,
  outcome: (view) => view.outcome,
  // Ending the movement, or passing a reaction, decides nothing when it is all a seat may do.
  passes: (a) => a.type === 'end-movement' || a.type === 'pass',
  summary: summaryOf,
  toAct: toActOf,
  mergeViews: (views) => mergeViews(views as Record<string, SsView>),
  rules: {
    load: () => import('./rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: swordsAndSorcery.assumptions,
    assumptionId: /^(SSV-A\d+)/,
  },
  optionFields: [
    { key: 'turns', label: 'Game-turns', kind: 'int', min: 1, hint: '1 to 99', assumption: 'SSV-A40' },
    {
      key: 'reconnaissance',
      label: 'What the enemy stacks show',
      kind: 'enum',
      assumption: 'SSV-A43',
      values: [
        { value: 'count', label: 'Where they stand and how many counters' },
        { value: 'marker', label: 'Only where they stand' },
        { value: 'open', label: 'Everything (open table)' },
      ],
    },
    {
      key: 'victory',
      label: 'How the game is won',
      kind: 'enum',
      assumption: 'SSV-A41',
      values: [
        { value: 'points', label: 'On points at the end (or by annihilation)' },
        { value: 'annihilation', label: 'Only by annihilation' },
      ],
    },
  ],
};
