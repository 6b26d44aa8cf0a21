/**
 * Sword & Spear Fantasy (`sword-and-spear`) in the browser: the open table with both armies on their
 * bases (facing, hits, commanders, out of command), the terrain and the characters; a selected unit's
 * shooting arc, range and move bands and its lines of sight (the rules' shootingTargets); the activated
 * unit's legal moves as ghosts to click (charges and shots at a lone character too: 17 Magic, SSF-A46); linear
 * obstacles as strips (SSF-A48); the action dice tray (drag a die onto a unit, tap then tap, or
 * the keyboard), each drop one legal `give`; every other legal decision as a button with its clause;
 * the log with clauses (the shell's). Hot-seat, online and against the computer come from the shell.
 * Nothing is decided here: logic.ts maps the server's view and legal actions.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameEvent, Seat } from '../../../../src/core/ruleset.js';
import { SCENARIOS, swordAndSpear, system } from '../../../../src/rulesets/sword-and-spear/index.js';
import { DiceTray, dropDie, canAllocate, withAllocation } from '../../shell/table/DiceTray.js';
import { OpenTable } from '../../shell/table/OpenTable.js';
import { Cite, Stage } from '../../shell/ui.js';
import { UnitPanel } from '../../shell/UnitPanel.js';
import type { LogLine, PlayProps, ReplayProps, RulesetUi } from '../registry.js';
import { swordAndSpearMeta } from './meta.js';
import {
  choicesOf,
  giveFor,
  lossesOf,
  meleeOddsLine,
  moveGroups,
  nameIndex,
  outcomeOf,
  overlaysOf,
  piecesOf,
  SEAT_COLOR,
  shotOddsLine,
  SEATS,
  seatName,
  summaryOf,
  TERRAIN_STYLES,
  terrainOf,
  toActOf,
  trayOf,
  unitSheet,
  type SsfAction,
  type SsfView,
} from './logic.js';

function describeEvent(event: GameEvent, viewer: Seat | null, view: SsfView): LogLine | null {
  return system.describe.event(event, { viewer, view });
}

function useNames(view: SsfView) {
  return useMemo(() => nameIndex(view), [view]);
}

function Armies({ view, names }: { view: SsfView; names: ReadonlyMap<string, string> }) {
  const power = Object.entries(view.magic.power).filter(([, p]) => p > 0);
  return (
    <div class="ssf-armies" data-testid="ssf-armies">
      {lossesOf(view, names).map((l) => (
        <p key={l.seat} style={{ margin: '4px 0' }}>
          <span
            style={{
              display: 'inline-block',
              width: '0.8em',
              height: '0.8em',
              background: SEAT_COLOR[l.seat],
              borderRadius: '2px',
              marginRight: '6px',
            }}
          />
          <strong>{l.name}</strong>: lost {l.lost} of {l.value} army value <Cite clause="SSF-A7" />
          {l.routed.length > 0 && <span data-testid={`ssf-routed-${l.seat}`}>; routed: {l.routed.join(', ')}</span>}
          {view.phase && <span class="muted"> · dice this phase: {(view.phase.rolled[l.seat] ?? []).join(' ') || 'none'}</span>}
        </p>
      ))}
      {power.length > 0 && (
        <p class="muted" style={{ margin: '4px 0' }}>
          Magic power: {power.map(([id, p]) => `${names.get(id) ?? id} ${p}`).join(', ')} <Cite clause="17 Magical Power" />
        </p>
      )}
    </div>
  );
}

function Head({ view }: { view: SsfView }) {
  const outcome = outcomeOf(view);
  return (
    <header>
      <h2 data-testid="ssf-summary">{summaryOf(view)}</h2>
      {outcome && (
        <p data-testid="ssf-outcome">
          <strong>The battle is over:</strong> {outcome.reason} <Cite clause={outcome.clause} />
        </p>
      )}
    </header>
  );
}

function Table(props: {
  view: SsfView;
  names: ReadonlyMap<string, string>;
  selected: string | null;
  onSelect: (id: string | null) => void;
  legal: readonly SsfAction[];
  seat: Seat | null;
  mine: boolean;
  send: (a: SsfAction) => void;
  busy: boolean;
}) {
  const { view, names, selected, legal, mine } = props;
  const [picked, setPicked] = useState<string | null>(null);
  const [group, setGroup] = useState<string>('advance');
  const tray = mine ? trayOf(view, props.seat, legal, names) : null;
  const groups = mine ? moveGroups(view, legal, names) : [];
  const shown = groups.find((g) => g.key === group) ?? groups[0];
  const overlays = selected && !selected.startsWith('char:') ? overlaysOf(view, selected) : null;
  const base = piecesOf(view, names, selected).map((p) => (overlays?.targets.includes(p.id) ? { ...p, targetable: true } : p));
  const pieces = tray ? withAllocation(base, { dice: tray.dice, allocated: tray.allocated, accepts: tray.accepts, picked }) : base;
  const allocate = (dieId: string, unit: string) => {
    if (!tray) return;
    const a = giveFor(tray, legal, dieId, unit);
    if (a) props.send(a);
    setPicked(null);
  };
  const ghosts = shown?.ghosts ?? [];
  return (
    <>
      <OpenTable
        width={view.table.width}
        height={view.table.depth}
        unit="DU"
        label={`The battlefield of ${view.names.a} and ${view.names.b}`}
        terrain={terrainOf(view)}
        terrainStyles={TERRAIN_STYLES}
        pieces={pieces}
        arcs={overlays?.arcs ?? []}
        rangeBands={overlays?.rangeBands ?? []}
        sightLines={[...(overlays?.sightLines ?? []), ...(shown?.lines ?? [])]}
        ghosts={ghosts}
        onGhostClick={
          mine && !props.busy
            ? (id) => {
                const g = ghosts.find((x) => x.id === id);
                if (g) props.send(g.action);
              }
            : undefined
        }
        onPieceClick={(id) => {
          if (tray && picked && canAllocate(tray.accepts, picked, id)) return allocate(picked, id);
          props.onSelect(selected === id ? null : id);
        }}
        onPieceDrop={tray ? (id, dt) => void dropDie(dt, id, tray.accepts, allocate) : undefined}
      />
      {overlays && selected && (
        <p class="muted" data-testid="ssf-selected">
          {names.get(selected) ?? selected}: front arc shaded <Cite clause="9 Shooting arc, line of sight and target priority" />
          {overlays.weapon ? `; ${overlays.weapon}, lines of sight drawn (green: seen, red dashed: blocked)` : '; no missile weapon'}
          {overlays.targets.length > 0 && `; may shoot at ${overlays.targets.map((t) => names.get(t) ?? t).join(', ')}`}.
        </p>
      )}
      {tray && (
        <DiceTray
          title="Action dice"
          dice={tray.dice}
          allocated={tray.allocated}
          accepts={tray.accepts}
          targets={tray.targets}
          picked={picked}
          onPick={setPicked}
          onAllocate={allocate}
          disabled={props.busy}
        />
      )}
      {groups.length > 0 && (
        <div class="card" data-testid="ssf-moves" style={{ padding: '8px 12px' }}>
          <strong>Move, charge or shoot at a lone character</strong> <Cite clause="F3" />: choose an order, then click a ghost on the table.
          <div class="btn-row" role="group" aria-label="Moves">
            {groups.map((g) => (
              <button
                key={g.key}
                type="button"
                class={`btn btn-ghost${shown?.key === g.key ? ' active' : ''}`}
                aria-pressed={shown?.key === g.key}
                onClick={() => setGroup(g.key)}
                data-testid={`ssf-move-${g.key}`}
              >
                {g.label} ({g.ghosts.length})
              </button>
            ))}
          </div>
          {shown?.ghosts.map((g) => {
            // A charge's odds before it is made (the ghost's melee), from the ruleset's own melee odds.
            const line = meleeOddsLine(view, g.action, names);
            return (
              line && (
                <p key={g.id} class="unit-odds" data-testid="ssf-odds">
                  {g.label}: {line}
                </p>
              )
            );
          })}
        </div>
      )}
    </>
  );
}

function Choices({
  legal,
  names,
  view,
  send,
  busy,
}: {
  legal: readonly SsfAction[];
  names: ReadonlyMap<string, string>;
  view: SsfView;
  send: (a: SsfAction) => void;
  busy: boolean;
}) {
  const choices = choicesOf(legal, names, view);
  const main = choices.filter((c) => c.group === 'main');
  const more = choices.filter((c) => c.group === 'more');
  if (choices.length === 0) return null;
  const button = (c: (typeof choices)[number], i: number) => (
    <span key={i} class="ssf-choice">
      <button type="button" class="btn" disabled={busy} onClick={() => send(c.action)} data-testid="ssf-choice">
        {c.label}
      </button>{' '}
      <Cite clause={c.clause} />
    </span>
  );
  // Each shot's, charge's and fight's odds before it is made, from the ruleset's own odds code.
  const odds = main.flatMap((c) => {
    const line = shotOddsLine(view, c.action) ?? meleeOddsLine(view, c.action, names);
    return line ? [{ label: c.label, line }] : [];
  });
  return (
    <div class="card" data-testid="ssf-choices" style={{ padding: '8px 12px' }}>
      <div class="btn-row">{main.map(button)}</div>
      {odds.map((o) => (
        <p key={o.label} class="unit-odds" data-testid="ssf-odds">
          {o.label}: {o.line}
        </p>
      ))}
      {more.length > 0 && (
        <details>
          <summary>More choices ({more.length})</summary>
          <div class="btn-row">{more.map(button)}</div>
        </details>
      )}
    </div>
  );
}

function Play(props: PlayProps<SsfView, SsfAction>) {
  const { snapshot, act, busy, concealed, seat } = props;
  const view = snapshot.view;
  const legal = snapshot.legal;
  const names = useNames(view);
  const [selected, setSelected] = useState<string | null>(view.current?.unit ?? null);
  const current = view.current?.unit ?? null;
  useEffect(() => {
    if (current) setSelected(current);
  }, [current, snapshot.seq]);
  const mine = seat !== null && !concealed && !outcomeOf(view) && legal.length > 0;
  const send = (a: SsfAction) => void act(a);
  const sheet = selected ? unitSheet(view, selected, names, legal) : null;
  return (
    <Stage
      class="ssf"
      testid="ssf-game"
      side={
        <>
          {props.status}
          {/* What it may do now is the seat's to know only on its own turn. */}
          <UnitPanel sheet={sheet && (mine ? sheet : { ...sheet, now: undefined })} onClose={() => setSelected(null)} />
          {props.side}
        </>
      }
    >
      <div class="card" style={{ padding: '12px 16px 16px' }}>
        <Head view={view} />
        <Table
          view={view}
          names={names}
          selected={selected}
          onSelect={setSelected}
          legal={legal}
          seat={seat}
          mine={mine}
          send={send}
          busy={busy}
        />
        {mine && <Choices legal={legal} names={names} view={view} send={send} busy={busy} />}
        <Armies view={view} names={names} />
      </div>
    </Stage>
  );
}

function ReplayBoard({ view, side }: ReplayProps<SsfView>) {
  const names = useNames(view);
  const [selected, setSelected] = useState<string | null>(view.current?.unit ?? null);
  return (
    <Stage class="ssf" side={side}>
      <div class="card" style={{ padding: '12px 16px 16px' }}>
        <Head view={view} />
        <Table
          view={view}
          names={names}
          selected={selected}
          onSelect={setSelected}
          legal={[]}
          seat={null}
          mine={false}
          send={() => undefined}
          busy
        />
        <Armies view={view} names={names} />
      </div>
    </Stage>
  );
}

export const swordAndSpearUi: RulesetUi<SsfView, SsfAction> = {
  ...swordAndSpearMeta,
  engine: swordAndSpear,
  seats: SEATS,
  // SSF-A51: with two players a side a person may take a second command too (the computer plays those no one takes).
  seatsFor: (options) => (Number(options.playersPerSide) === 2 ? swordAndSpear.seats : SEATS),
  seatName,
  seatColor: (seat) => SEAT_COLOR[seat] ?? '#555',
  Play,
  ReplayBoard,
  describeEvent,
  outcome: outcomeOf,
  summary: summaryOf,
  toAct: toActOf,
  mergeViews: (views) => views.a ?? Object.values(views)[0]!,
  rules: {
    load: () => import('./rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: swordAndSpear.assumptions,
    assumptionId: /^(SSF-A\d+)/,
  },
  optionFields: [
    {
      key: 'scenario',
      label: 'Scenario',
      kind: 'enum',
      values: [...SCENARIOS.values()].map((sc) => ({ value: sc.id, label: `${sc.name} (${sc.table.width} × ${sc.table.depth} DU)` })),
    },
    { key: 'maxTurns', label: 'Turns at most', kind: 'int', min: 1, assumption: 'SSF-A35' },
    {
      key: 'playersPerSide',
      label: 'Players a side',
      kind: 'int',
      min: 1,
      hint: '1 or 2: with 2 each army is two commands; the computer plays a second command no one takes',
      assumption: 'SSF-A51',
    },
  ],
};
