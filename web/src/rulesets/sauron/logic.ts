/**
 * Pure helpers behind the map game of Dagorlad's screen (`sauron`). Nothing here decides a rule: what
 * a piece may do is read from the server's legal actions (`movesOf`, `attacksOf`, `clickHex`), the
 * words and clauses come from the ruleset's describe.ts, and the server's answer is the one that counts.
 *
 *   const m = marksOf(view, legal, 'elendil');   // Map<'0227', Set{'open'}>, the selected hex, targets
 *   clickHex(view, legal, 'elendil', '0227')     // { kind: 'act', action: { type: 'move', piece: 'elendil', to: '0227' } }
 */
import type { GameEvent, Outcome, Seat } from '../../../../src/core/ruleset.js';
import {
  ARMIES,
  describeGameAction,
  pathIn,
  PieceName,
  phaseText,
  sideName,
  system,
  type Fighter,
  type SauronAction,
  type SauronView,
  type UnitView,
} from '../../../../src/rulesets/sauron/index.js';
import type { LogLine } from '../registry.js';
import type { UnitFact, UnitSheet } from '../../shell/UnitPanel.js';
import { fighterOfSummary } from './common/record-text.js';

export type { SauronAction, SauronView };
export type LeaderView = SauronView['leaders'][number];

/** 16.69, SAU-M12: the third seat plays a leader turned evil and the Sauron types he takes. */
export const SEATS: readonly Seat[] = ['westernesse', 'sauron', 'third'];
export const SEAT_COLOR: Readonly<Record<string, string>> = { westernesse: '#2c5d9f', sauron: '#8b1e1e', third: '#6b3fa0' };
export const seatName = (seat: Seat): string => sideName(seat);

/** A piece on the map: a combat unit (the Beast too) or a leader. */
export type MapPiece =
  | { readonly kind: 'unit'; readonly id: string; readonly side: string; readonly unit: UnitView }
  | { readonly kind: 'leader'; readonly id: string; readonly side: string; readonly leader: LeaderView };

/** Every piece on the map by hex: the combat unit first, then the leaders (the Beast is drawn as its unit). */
export function piecesByHex(view: SauronView): Map<string, MapPiece[]> {
  const out = new Map<string, MapPiece[]>();
  const add = (hex: string, p: MapPiece) => (out.get(hex) ?? out.set(hex, []).get(hex)!).push(p);
  for (const u of view.units) if (u.hex !== null && !u.eliminated) add(u.hex, { kind: 'unit', id: u.id, side: u.side, unit: u });
  const beasts = new Set(view.units.filter((u) => u.hex !== null && !u.eliminated).map((u) => u.type));
  for (const l of view.leaders) {
    if (!l.alive || l.hex === null) continue;
    if (l.id === 'beast' && beasts.has('beast')) continue;
    add(l.hex, { kind: 'leader', id: l.id, side: l.controller, leader: l });
  }
  return out;
}

export const isMapAction = (a: SauronAction): boolean =>
  a.type === 'move' || a.type === 'missile' || a.type === 'melee' || a.type === 'leader-attack' || a.type === 'challenge';

/** The piece an action is taken by. */
export function actorOf(a: SauronAction): string | null {
  switch (a.type) {
    case 'move':
      return a.piece;
    case 'missile':
    case 'melee':
      return a.unit;
    case 'leader-attack':
      return a.leader;
    case 'challenge':
      return a.challenger;
    default:
      return null;
  }
}

/** The piece an attack is aimed at. */
export function targetOf(a: SauronAction): string | null {
  switch (a.type) {
    case 'missile':
    case 'melee':
    case 'leader-attack':
      return a.target;
    case 'challenge':
      return a.defender;
    default:
      return null;
  }
}

/** Where a piece stands (a unit, a leader, or the Beast by either id). */
export function hexOfPiece(view: SauronView, id: string): string | null {
  return view.units.find((u) => u.id === id)?.hex ?? view.leaders.find((l) => l.id === id)?.hex ?? null;
}

/** Pieces that have a move or an attack in the legal list. */
export function activePieces(legal: readonly SauronAction[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    const p = actorOf(a);
    if (p) out.add(p);
  }
  return out;
}

/** The hexes the selected piece may step to, each with its action. */
export function movesOf(legal: readonly SauronAction[], piece: string | null): Map<string, SauronAction> {
  const out = new Map<string, SauronAction>();
  if (piece) for (const a of legal) if (a.type === 'move' && a.piece === piece) out.set(a.to, a);
  return out;
}

/** The attacks the selected piece may make, with the hex of each target. */
export function attacksOf(
  view: SauronView,
  legal: readonly SauronAction[],
  piece: string | null,
): { action: SauronAction; target: string; hex: string }[] {
  if (!piece) return [];
  const out: { action: SauronAction; target: string; hex: string }[] = [];
  for (const a of legal) {
    if (a.type === 'move' || actorOf(a) !== piece) continue;
    const t = targetOf(a);
    const hex = t ? hexOfPiece(view, t) : null;
    if (t && hex) out.push({ action: a, target: t, hex });
  }
  return out;
}

/**
 * Where the selected piece may go this phase by several steps, each with its path (its own hex first) and
 * cost: the ruleset's `reach` in the view; a piece missing from it (the view of another phase) has the
 * one-hex moves of the legal list.
 */
export function reachOfPiece(view: SauronView, legal: readonly SauronAction[], piece: string | null): Map<string, PathPlan> {
  const out = new Map<string, PathPlan>();
  if (!piece) return out;
  const from = hexOfPiece(view, piece);
  const steps = movesOf(legal, piece);
  if (steps.size === 0) return out;
  const mine = view.reach?.[piece];
  if (mine)
    for (const to of Object.keys(mine)) {
      const p = pathIn(view.reach!, piece, to);
      if (p) out.set(to, { piece, to, path: p.path, cost: p.cost });
    }
  for (const to of steps.keys()) if (!out.has(to) && from) out.set(to, { piece, to, path: [from, to], cost: 1 });
  return out;
}

/** A move of several hexes planned on the map, waiting for its confirmation: the steps to send, in order. */
export interface PathPlan {
  readonly piece: string;
  readonly to: string;
  readonly path: readonly string[];
  readonly cost: number;
}

/** The move actions of a planned path, one a step (the rules take a move a hex at a time: 4.3, 8.11). */
export const planSteps = (plan: PathPlan): SauronAction[] => plan.path.slice(1).map((to) => ({ type: 'move', piece: plan.piece, to }));

/** The plan's words on the map and in the panel: '3 hexes, 4 MP'. */
export const planText = (plan: PathPlan): string => `${plan.path.length - 1} hex${plan.path.length === 2 ? '' : 'es'}, ${plan.cost} MP`;

export type Mark = 'open' | 'target' | 'selected' | 'movable' | 'plan';

/** What the map highlights: the selected piece's hex, where it may go and its targets, and the pieces that may act. */
export function marksOf(
  view: SauronView,
  legal: readonly SauronAction[],
  selected: string | null,
  plan: PathPlan | null = null,
): Map<string, Set<Mark>> {
  const out = new Map<string, Set<Mark>>();
  const mark = (hex: string, m: Mark) => (out.get(hex) ?? out.set(hex, new Set()).get(hex)!).add(m);
  for (const p of activePieces(legal)) {
    const h = hexOfPiece(view, p);
    if (h) mark(h, 'movable');
  }
  if (selected) {
    const h = hexOfPiece(view, selected);
    if (h) mark(h, 'selected');
    for (const hex of reachOfPiece(view, legal, selected).keys()) mark(hex, 'open');
    for (const a of attacksOf(view, legal, selected)) mark(a.hex, 'target');
  }
  if (plan) for (const hex of plan.path.slice(1)) mark(hex, 'plan');
  return out;
}

export type Click =
  | { readonly kind: 'select'; readonly piece: string | null; readonly alsoPlan?: PathPlan }
  | { readonly kind: 'act'; readonly action: SauronAction }
  | { readonly kind: 'choose'; readonly actions: readonly SauronAction[] }
  | { readonly kind: 'plan'; readonly plan: PathPlan }
  | { readonly kind: 'confirm'; readonly plan: PathPlan };

/**
 * A click on a hex. Selecting never acts: a hex with pieces of one's own that may act selects the next
 * of them (clicking again cycles), offering a move of the selected piece there only as a second choice
 * (`alsoPlan`). An attack of the selected piece on an enemy there is taken (several: the player
 * chooses). A hex the selected piece may reach plans the move, its path and cost drawn; a second click
 * on the planned hex confirms it. Any other hex clears the selection.
 */
export function clickHex(
  view: SauronView,
  legal: readonly SauronAction[],
  selected: string | null,
  hex: string,
  plan: PathPlan | null = null,
): Click {
  if (plan && plan.to === hex && plan.piece === selected) return { kind: 'confirm', plan };
  const reach = reachOfPiece(view, legal, selected).get(hex);
  const active = activePieces(legal);
  // The Beast is one counter: its unit moves and fights melee, the leader 'beast' fights Leader Combat (17.11).
  const ids = (piecesByHex(view).get(hex) ?? []).flatMap((p) => (p.kind === 'unit' && p.unit.type === 'beast' ? [p.id, 'beast'] : [p.id]));
  const here = ids.filter((id) => active.has(id));
  if (here.length > 0) {
    const i = selected ? here.indexOf(selected) : -1;
    const next = here[(i + 1) % here.length]!;
    return reach && next !== selected ? { kind: 'select', piece: next, alsoPlan: reach } : { kind: 'select', piece: next };
  }
  const attacks = attacksOf(view, legal, selected).filter((a) => a.hex === hex);
  if (attacks.length === 1) return { kind: 'act', action: attacks[0]!.action };
  if (attacks.length > 1) return { kind: 'choose', actions: attacks.map((a) => a.action) };
  if (reach) return { kind: 'plan', plan: reach };
  return { kind: 'select', piece: null };
}

/** Legal actions not taken on the map (gates, the Ring, Narsil, rallies, answering a challenge, ending the segment), labelled with their clause. */
export function buttonActions(view: SauronView, legal: readonly SauronAction[]): { action: SauronAction; text: string; clause: string }[] {
  return legal.filter((a) => !isMapAction(a)).map((action) => ({ action, ...describeGameAction(action, view) }));
}

/** The Leader Combats and challenges on offer, as pairs with their actions. */
export function combatPairs(
  legal: readonly SauronAction[],
): { attacker: string; defender: string; attack: SauronAction | null; challenge: SauronAction | null }[] {
  const out = new Map<string, { attacker: string; defender: string; attack: SauronAction | null; challenge: SauronAction | null }>();
  for (const a of legal) {
    if (a.type !== 'leader-attack' && a.type !== 'challenge') continue;
    const [x, y] = a.type === 'leader-attack' ? [a.leader, a.target] : [a.challenger, a.defender];
    const k = `${x}>${y}`;
    const p = out.get(k) ?? { attacker: x, defender: y, attack: null, challenge: null };
    out.set(k, a.type === 'leader-attack' ? { ...p, attack: a } : { ...p, challenge: a });
  }
  return [...out.values()];
}

/** Each living leader (and the Beast) as he would fight now, for the odds. */
export function fightersOf(view: SauronView): Record<string, Fighter> {
  return Object.fromEntries(view.leaders.filter((l) => l.alive).map((l) => [l.id, fighterOfSummary(l)]));
}

export const leaderName = (view: SauronView, id: string): string => PieceName(view.leaders.find((l) => l.id === id)?.name ?? id);

/** The Mortal Combat under way in words. */
export function mortalText(view: SauronView): string | null {
  const m = view.mortal;
  if (!m) return null;
  const [c, d] = [leaderName(view, m.challenger), leaderName(view, m.defender)];
  const what =
    m.phase === 'challenged'
      ? `${d} must accept or refuse`
      : m.phase === 'closing'
        ? `${m.mover ? leaderName(view, m.mover) : 'a leader'} moves to meet his foe (22.1)`
        : `round ${m.round + 1} is next; they fight until one is dead`;
  return `Mortal Combat: ${c} against ${d}: ${what}.`;
}

export { phaseText };

export function summaryOf(view: SauronView): string {
  const d = view.demoralization;
  return `${phaseText(view)} · Demoralization: Westernesse ${d.westernesse.level}, Sauron ${d.sauron.level}`;
}

export const outcomeOf = (view: SauronView): Outcome | null => view.outcome;
export const toActOf = (view: SauronView): readonly Seat[] => view.toAct;

/** One log line for an event, with its clause (the system's describer); a new phase starts a numbered step. */
export const describeLogEvent = (e: GameEvent, viewer: Seat | null = null, view?: unknown): LogLine | null =>
  system.describe.event(e, { viewer, view });

/** SAU-M22: a special formation on the map: its leader, the hex it stands in, the side that moves it and its units. */
export interface FormationMark {
  readonly leader: string;
  readonly hex: string;
  readonly side: string;
  readonly members: readonly string[];
  readonly text: string;
}

/** Every special formation on the map (SAU-M22), by the hex it stands in: its units are stacked with their leader. */
export function formationsOf(view: SauronView): Map<string, FormationMark> {
  const byLeader = new Map<string, UnitView[]>();
  for (const u of view.units)
    if (u.formation && u.hex !== null && !u.eliminated)
      (byLeader.get(u.formation) ?? byLeader.set(u.formation, []).get(u.formation)!).push(u);
  const out = new Map<string, FormationMark>();
  for (const [leader, units] of byLeader) {
    const l = view.leaders.find((x) => x.id === leader);
    const hex = l?.hex ?? units[0]!.hex!;
    const n = units.length;
    out.set(hex, {
      leader,
      hex,
      side: l?.controller ?? units[0]!.side,
      members: units.map((u) => u.id),
      text: `${leaderName(view, leader)}'s special formation: ${n} unit${n === 1 ? '' : 's'} moving as one (SAU-M22)`,
    });
  }
  return out;
}

/** SAU-M21: the marks drawn on the Beast's counter, one a power it has, lettered by the power's name (Flight F, Horn Attack H, Death Breath D). */
export function powerMarksOf(
  view: Pick<SauronView, 'beastPowers'>,
  unit: Pick<UnitView, 'powers'>,
): { id: string; letter: string; name: string }[] {
  return view.beastPowers
    .filter((p) => unit.powers.includes(p.id))
    .map((p) => ({ id: p.id, letter: p.name.charAt(0).toUpperCase(), name: p.name }));
}

/** 16.69, SAU-M24: a piece the third player moves (a leader turned evil, or a unit of a type he took). */
export const isThirdPiece = (p: MapPiece): boolean => p.side === 'third';

/** What a piece is, for its counter's label and the selection panel. */
export function pieceLabel(view: SauronView, p: MapPiece): string {
  if (p.kind === 'unit') {
    const u = p.unit;
    const powers = powerMarksOf(view, u);
    return `${sideName(u.side)} ${u.name} ${u.code} in ${u.hex}${u.disrupted ? ', disrupted' : ''}${u.mp ? `, ${u.mp} MP left` : ''}${u.attacked ? ', has attacked' : ''}${
      u.formation ? `, in ${leaderName(view, u.formation)}'s special formation` : ''
    }${powers.length ? `, powers: ${powers.map((x) => x.name).join(', ')}` : ''}`;
  }
  const l = p.leader;
  return `${sideName(l.controller)} leader ${leaderName(view, l.id)} in ${l.hex}: Combat ${l.combat}, Morale ${l.morale}, Endurance ${l.enduranceLeft} of ${l.enduranceLeft + l.wounds}${l.mp ? `, ${l.mp} MP left` : ''}`;
}

/** SAU-M20, SAU-M21: the Beast's powers in words, with their costs in Magic Capability Points. */
export function beastPowersTextOf(view: Pick<SauronView, 'beastPowers'>): string {
  const owned = view.beastPowers.filter((p) => p.owned);
  const open = view.beastPowers.filter((p) => !p.owned);
  const has = owned.length ? owned.map((p) => p.name).join(', ') : 'none (melee C, 17.11)';
  return `The Beast's powers: ${has}${open.length ? `; to buy: ${open.map((p) => `${p.name} ${p.cost}`).join(', ')} MP` : ''}.`;
}

// ---------------------------------------------------------------- the selected piece's panel

const words = (id: string) => id.replace(/-/g, ' ');

/**
 * A combat unit as its counter rates it (F7: melee A best to E, missile a to e at range 2, armour, morale
 * class; movement points), its state (disrupted, attacked, formation, the Beast's powers); or a leader as
 * the record gives him (Combat and Morale as modified now, Endurance, wounds, rally rating, what he
 * carries); and, on the seat's turn, its moves and attacks in the rules' words.
 */
export function pieceSheet(view: SauronView, id: string, legal: readonly SauronAction[]): UnitSheet | null {
  const moves = movesOf(legal, id).size;
  const attacks = attacksOf(view, legal, id).map((x) => describeGameAction(x.action, view).text);
  const now = [...(moves ? [`Move: ${moves} hex${moves === 1 ? '' : 'es'} (green)`] : []), ...attacks];
  const u = view.units.find((x) => x.id === id || (id === 'beast' && x.type === 'beast'));
  const leader = view.leaders.find((l) => l.id === id);
  if (u && (!leader || id !== 'beast' || u.hex !== null)) {
    const t = ARMIES.types.get(u.type);
    const facts: UnitFact[] = [
      { label: 'Counter', value: u.code, clause: 'F7' },
      { label: 'Melee', value: t?.melee ?? 'none', clause: 'F7' },
      { label: 'Missile', value: t?.missile ? `${t.missile}, range 2` : 'none', clause: 'F9' },
      { label: 'Armour', value: `${t?.armour ?? '?'} (+2 in rough and fortifications)`, clause: '4.3' },
      { label: 'Morale', value: t?.morale ?? '?', clause: 'F7' },
      { label: 'Movement', value: `${u.mp} of ${t?.ma ?? '?'} MP left`, clause: '4.3' },
      {
        label: 'Status',
        value:
          [
            u.disrupted ? 'disrupted' : null,
            u.attacked ? 'has attacked this phase' : null,
            u.formation ? `in the special formation of ${leaderName(view, u.formation)} (SAU-M22)` : null,
            u.powers.length ? `powers: ${u.powers.map(words).join(', ')} (SAU-M21)` : null,
          ]
            .filter(Boolean)
            .join(', ') || 'in good order',
        warn: u.disrupted,
      },
    ];
    return {
      title: PieceName(u.id),
      subtitle: `${sideName(u.side)} · ${u.name}${u.hex ? ` · ${u.hex}` : ''}`,
      colour: SEAT_COLOR[u.side],
      facts,
      now,
    };
  }
  if (!leader) return null;
  const facts: UnitFact[] = [
    { label: 'Combat', value: String(leader.combat), clause: '7.221' },
    { label: 'Morale', value: String(leader.morale) },
    {
      label: 'Endurance',
      value: `${leader.enduranceLeft} left, ${leader.wounds} wound${leader.wounds === 1 ? '' : 's'}`,
      warn: leader.enduranceLeft <= 1,
    },
    { label: 'Rally rating', value: String(leader.rally), clause: '8.331' },
    {
      label: 'Carries',
      value: [...leader.weapons.map(words), leader.ring ? `the Ring (${leader.ring})` : null].filter(Boolean).join(', ') || 'nothing',
    },
    { label: 'Movement', value: `${leader.mp} MP left`, clause: '8.11' },
  ];
  return {
    title: leader.name,
    subtitle: `${sideName(leader.controller)}${leader.hex ? ` · ${leader.hex}` : ''}`,
    colour: SEAT_COLOR[leader.controller],
    facts,
    now,
  };
}
