/**
 * Sword & Swarm (issue 8): an encounter on an open table in inches (shell/table/OpenTable.tsx) with the
 * terrain and every model (its owner's colour; Star, Bloodied, stunned, prone, cover, morale and
 * activated badges), the token bag and the token drawn (TokenBag.tsx), and the activated character's
 * action points. Selecting a character shows its measurements to every other model (distance, line of
 * sight drawn clear or blocked, in range, may be targeted); while it acts, its legal moves are ghosts and
 * a click anywhere on the table moves it there; every other legal action is a button with its clause.
 * The Swarm acts by itself on the server; its actions arrive as log lines.
 *
 * Nothing is hidden in Sword & Swarm, so every seat sees the same table. The server decides every rule:
 * what is sent here is an intent, and a refusal comes back with its clause.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Seat } from '../../../../src/core/ruleset.js';
import { swordAndSwarm, TABLES } from '../../../../src/rulesets/sword-and-swarm/index.js';
import { UnitPanel } from '../../shell/UnitPanel.js';
import { OpenTable } from '../../shell/table/OpenTable.js';
import { TokenBag } from '../../shell/table/TokenBag.js';
import { Cite, Stage } from '../../shell/ui.js';
import type { PlayProps, ReplayProps, RulesetUi } from '../registry.js';
import { swordAndSwarmMeta } from './meta.js';
import { describeEvent } from './describe.js';
import {
  actionGroups,
  attackOddsLine,
  characterSheet,
  describeAction,
  displayName,
  drawnOf,
  ghostsOf,
  inches,
  measurementsFrom,
  moveTo,
  nameIndex,
  optionsOf,
  outcomeOf,
  ownerColour,
  piecesOf,
  rangeBandsOf,
  SEATS,
  seatName,
  sightLinesOf,
  summaryOf,
  TARGET_WORDS,
  TERRAIN_STYLES,
  terrainOf,
  toActOf,
  up,
  SWARM,
  type SwsView,
  type TurnAction,
} from './logic.js';

/** What the live table and the replay's share: the table in inches, its terrain. */
const tableOf = (view: SwsView) => ({
  width: view.table.width,
  height: view.table.height,
  unit: 'in',
  label: `${view.encounter.name}: the table`,
  grid: 6,
  terrain: terrainOf(view),
  terrainStyles: TERRAIN_STYLES,
});

function Bag({ view }: { view: SwsView }) {
  const owners = [...SEATS, ...(view.characters.some((c) => c.owner === SWARM) ? [SWARM] : [])];
  const label = (o: string) => (o === SWARM ? 'The Swarm' : `${seatName(o)}: ${view.seats[o as 'red' | 'blue'].name}`);
  const drawn = drawnOf(view);
  return (
    <div data-testid="sws-bag">
      <TokenBag
        title="The container"
        tokens={owners.map((o) => ({ owner: o, label: label(o), colour: ownerColour(o), count: view.bag[o] ?? 0 }))}
        drawn={drawn ? { owner: drawn, label: label(drawn), colour: ownerColour(drawn) } : null}
      />
    </div>
  );
}

function Measurements({ view, from, options }: { view: SwsView; from: string; options: ReturnType<typeof optionsOf> }) {
  const me = view.characters.find((c) => c.id === from);
  const ms = measurementsFrom(view, from, options);
  const names = nameIndex(view);
  if (!me || !up(me)) return null;
  const enemies = ms.filter((m) => m.target !== 'friend');
  const shooter = me.weapons.some((w) => w.range !== null);
  return (
    <div class="card" data-testid="sws-measurements">
      <h3 style={{ marginTop: 0 }}>
        From {displayName(me)} <Cite clause="SWS-A8" />
      </h3>
      <p class="muted" style={{ marginTop: 0 }}>
        {me.weapons.map((w) => `${w.name}${w.range !== null ? ` ${w.range}"` : ''}`).join(', ')} · Mallet {me.attributes.mallet}, Key{' '}
        {me.attributes.key}, Runes {me.attributes.runes}, Coronet {me.attributes.coronet}, Shield {me.attributes.shield}, Boots{' '}
        {me.attributes.boots}
        {me.cover !== 'none' ? ` · in ${me.cover} cover` : ''}
        {me.elevated ? ' · elevated' : ''}
      </p>
      {enemies.length === 0 ? (
        <p class="muted">No enemy standing.</p>
      ) : (
        <div class="rules-table-wrap">
          <table class="rules-table" style={{ fontSize: '0.85rem' }}>
            <thead>
              <tr>
                <th>Enemy</th>
                <th title="Base edge to base edge (SWS-A8)">Distance</th>
                <th>Line of sight</th>
                {shooter && <th>In range</th>}
                <th title="Ranged Attacks: the closest, or the closest not in cover; another only after a Runes test">Target</th>
              </tr>
            </thead>
            <tbody>
              {enemies.map((m) => (
                <tr key={m.to} data-testid={`measure-${m.to}`}>
                  <td>{names.get(m.to) ?? m.to}</td>
                  <td>{inches(m.distance)}</td>
                  <td style={{ color: m.lineOfSight ? 'var(--good)' : 'var(--bad)', fontWeight: 600 }}>
                    {m.lineOfSight ? 'clear' : 'blocked'}
                  </td>
                  {shooter && <td>{m.inRange.length ? m.inRange.map((w) => TABLES.weapons.get(w)?.name ?? w).join(', ') : '—'}</td>}
                  <td>{TARGET_WORDS[m.target]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p class="muted" style={{ marginBottom: 0 }}>
        Lines of sight are drawn on the table: solid when clear, dashed when blocked <Cite clause="Ranged Attacks" />.
      </p>
    </div>
  );
}

function Head({ view }: { view: SwsView }) {
  const outcome = outcomeOf(view);
  return (
    <header class="stage-head">
      <h2>
        {view.encounter.name}{' '}
        <span class="muted">
          · turn {view.turn} of {view.maxTurns}
        </span>{' '}
        <Cite clause="Turn Sequence" />
      </h2>
      <p class="muted">
        <span style={{ color: ownerColour('red') }}>■</span> {view.seats.red.name} (Red) against{' '}
        <span style={{ color: ownerColour('blue') }}>■</span> {view.seats.blue.name} (Blue), with{' '}
        <span style={{ color: ownerColour(SWARM) }}>■</span> the Swarm <Cite clause="SWS-A3" />. Inches; nothing is hidden.
      </p>
      {outcome && (
        <p data-testid="sws-outcome">
          <strong>The encounter is over:</strong> {outcome.reason} <Cite clause={outcome.clause} />
        </p>
      )}
    </header>
  );
}

function Play(props: PlayProps<SwsView, TurnAction>) {
  const { snapshot, act, busy, concealed, seat } = props;
  const view = snapshot.view;
  const legal = snapshot.legal;
  const names = useMemo(() => nameIndex(view), [view]);
  const options = useMemo(() => optionsOf(props.options), [props.options]);
  const acting = view.activation?.character ?? null;
  const [selected, setSelected] = useState<string | null>(acting);
  useEffect(() => {
    if (acting) setSelected(acting);
  }, [acting]);
  const mine = seat !== null && !concealed && !outcomeOf(view) && legal.length > 0;
  const activations = mine ? legal.filter((a): a is Extract<TurnAction, { type: 'activate' }> => a.type === 'activate') : [];
  const eligible = new Set(activations.map((a) => a.character));
  const groups = mine && acting ? actionGroups(view, legal) : [];
  const targets = new Set(groups.flatMap((g) => (g.target ? [g.target] : [])));
  const focus = selected && view.characters.some((c) => c.id === selected && up(c)) ? selected : acting;
  const ms = focus ? measurementsFrom(view, focus, options) : [];
  const endAction = mine ? legal.find((a) => a.type === 'end') : undefined;

  // A refusal comes back as the shell's notice, with its clause.
  const send = (a: TurnAction) => (busy ? Promise.resolve(false) : act(a));
  const onPiece = (id: string) => {
    const c = view.characters.find((x) => x.id === id);
    if (!c || !up(c)) return;
    setSelected(id === selected && id !== acting ? acting : id);
  };
  const onTable = (p: { x: number; y: number }) => {
    if (!mine || !acting || !legal.some((a) => a.type === 'act' && a.action.type === 'move')) return;
    const a = moveTo(view, p);
    if (a) void send(a);
  };
  const ghosts = mine && acting && focus === acting ? ghostsOf(view, legal) : [];
  const pieces = piecesOf(view, { selected: focus, targetable: acting ? targets : eligible });
  const me = acting ? view.characters.find((c) => c.id === acting) : undefined;

  return (
    <>
      <section class="stage sws-encounter" data-testid="sws-encounter">
        <div class="card stage-card">
          <Head view={view} />
          <OpenTable
            {...tableOf(view)}
            pieces={pieces}
            sightLines={focus ? sightLinesOf(view, focus, ms) : []}
            rangeBands={focus ? rangeBandsOf(view, focus) : []}
            ghosts={ghosts}
            onPieceClick={onPiece}
            onTableClick={onTable}
            onGhostClick={(id) => {
              const a = legal[Number(id)];
              if (a) void send(a);
            }}
          />
          <p class="muted" style={{ marginBottom: 0 }}>
            {mine && acting
              ? 'Click a ghost, or anywhere on the table, to move there (a move ending within 1" of an enemy is a charge). Click a model to measure from it.'
              : 'Click a model to see its distances and lines of sight to every enemy.'}{' '}
            <Cite clause="Movement" />
          </p>
        </div>
      </section>
      <aside class="side">
        {props.status}
        {focus && (
          <UnitPanel
            sheet={(() => {
              const sheet = characterSheet(view, focus, legal);
              // What it may do now is the seat's to know only on its own turn.
              return sheet && (mine ? sheet : { ...sheet, now: undefined });
            })()}
          />
        )}
        <Bag view={view} />
        {me && view.activation && (
          <div class="card" data-testid="sws-activation" style={{ borderLeft: `4px solid ${ownerColour(me.owner)}` }}>
            <strong>{displayName(me)}</strong> is activated: <strong data-testid="sws-ap">{view.activation.ap}</strong> action point
            {view.activation.ap === 1 ? '' : 's'} left
            {view.activation.moveLeft > 0 ? `, ${inches(view.activation.moveLeft)} of move still open` : ''}
            {view.activation.moved ? ' · has moved' : ''}
            {view.activation.charged ? ' · charged' : ''} <Cite clause="Actions" />
          </div>
        )}
        {mine && activations.length > 0 && (
          <div class="card" data-testid="sws-activate">
            <h3 style={{ marginTop: 0 }}>
              {seatName(seat ?? '')}: activate a character <Cite clause="The Activation Phase" />
            </h3>
            <div class="btn-row">
              {activations.map((a) => (
                <button
                  key={a.character}
                  class={`btn${selected === a.character ? ' btn-primary' : ''}`}
                  disabled={busy}
                  onClick={() => send(a)}
                  onMouseEnter={() => setSelected(a.character)}
                  data-testid={`sws-activate-${a.character}`}
                >
                  {describeAction(a, view).label}
                </button>
              ))}
            </div>
          </div>
        )}
        {mine && acting && (
          <div class="card" data-testid="sws-actions">
            <h3 style={{ marginTop: 0 }}>
              {names.get(acting)}'s actions <Cite clause="Actions" />
            </h3>
            {groups.map((g) => (
              <div key={g.target ?? 'self'} class={`sws-group${g.target && g.target === focus ? ' on' : ''}`} style={{ marginBottom: 8 }}>
                <div class="muted">{g.target ? `Against or for ${g.title}` : 'Itself'}</div>
                <div class="btn-row">
                  {g.choices.map((c, i) => (
                    <button key={i} class="btn" disabled={busy} onClick={() => send(c.action)} data-testid="sws-action" title={c.clause}>
                      {c.label} <Cite clause={c.clause} />
                    </button>
                  ))}
                </div>
                {g.choices.map((c, i) => {
                  // The odds before the attack is made, from the ruleset's own odds code.
                  const odds = attackOddsLine(view, c.action, options);
                  return (
                    odds && (
                      <p key={`odds-${i}`} class="unit-odds" data-testid="sws-odds">
                        {c.label}: {odds} <Cite clause={c.clause} />
                      </p>
                    )
                  );
                })}
              </div>
            ))}
            {endAction && (
              <div class="btn-row">
                <button class="btn btn-primary" disabled={busy} onClick={() => send(endAction)} data-testid="sws-end">
                  End the activation
                </button>
              </div>
            )}
          </div>
        )}
        {focus && <Measurements view={view} from={focus} options={options} />}
        {props.side}
      </aside>
    </>
  );
}

function ReplayBoard({ view, side }: ReplayProps<SwsView>) {
  const acting = view.activation?.character ?? null;
  const options = optionsOf(null);
  const ms = acting ? measurementsFrom(view, acting, options) : [];
  return (
    <Stage
      class="sws-encounter"
      side={
        <>
          <Bag view={view} />
          {side}
        </>
      }
    >
      <div class="card stage-card">
        <Head view={view} />
        <OpenTable
          {...tableOf(view)}
          pieces={piecesOf(view, { selected: acting })}
          sightLines={acting ? sightLinesOf(view, acting, ms) : []}
        />
      </div>
    </Stage>
  );
}

export const swordAndSwarmUi: RulesetUi<SwsView, TurnAction> = {
  ...swordAndSwarmMeta,
  engine: swordAndSwarm,
  seats: SEATS,
  seatName,
  seatColor: (seat: Seat) => ownerColour(seat),
  Play,
  ReplayBoard,
  describeEvent,
  outcome: outcomeOf,
  summary: summaryOf,
  toAct: toActOf,
  mergeViews: (views) => views[SEATS[0]]!,
  rules: {
    load: () => import('./rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: swordAndSwarm.assumptions,
    assumptionId: /^(SWS-A\d+)/,
  },
  optionFields: [
    {
      key: 'encounter',
      label: 'Encounter',
      kind: 'enum',
      values: [...TABLES.encounters.values()].map((e) => ({ value: e.id, label: e.name })),
    },
    {
      key: 'swarm',
      label: 'The Swarm',
      kind: 'enum',
      values: [
        { value: 'rules-gaps', label: 'on the table, acting by itself' },
        { value: 'off', label: 'left off' },
      ],
      assumption: 'SWS-A3',
    },
    {
      key: 'morale',
      label: 'Morale tests',
      kind: 'enum',
      values: [
        { value: 'rules-gaps', label: 'on (Wavering, Fleeing)' },
        { value: 'off', label: 'off' },
      ],
      assumption: 'SWS-A2',
    },
    {
      key: 'orders',
      label: 'Leaders’ orders',
      kind: 'enum',
      values: [
        { value: 'first', label: 'an order activates first next turn' },
        { value: 'off', label: 'off' },
      ],
      assumption: 'SWS-A18',
    },
    {
      key: 'spells',
      label: 'Spells',
      kind: 'enum',
      values: [
        { value: 'stand-in', label: 'Spark and Mend (stand-ins)' },
        { value: 'off', label: 'not modelled' },
      ],
      assumption: 'SWS-A19',
    },
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
    { key: 'maxTurns', label: 'Turns before a draw', kind: 'int', min: 1, hint: '1 to 100', assumption: 'SWS-A17' },
  ],
};
