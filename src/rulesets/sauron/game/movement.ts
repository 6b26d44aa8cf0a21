/**
 * A side's Movement Phase on the map (4.3, 8.11, 8.25, 18.1, SAU-M1..M10, SAU-M22): moving units and
 * leaders one hex at a time, forming and leaving special formations, and the Ring and Narsil changing
 * hands (SAU-A8, SAU-A10, 16.631). Each action is checked and done in one place.
 */
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { enterCost, mayActThroughGates } from '../map-rules.js';
import { checkLeaderStacking, mayFormSpecialFormation } from '../rally.js';
import type { RecordActionInput } from '../record.js';
import { Errors } from '../errors.js';
import { defendsAsRough, sideName } from './map.js';
import { recordCheck, recordDo } from './record-link.js';
import {
  enemyLeadersAt,
  formationMembers,
  grid,
  hexOf,
  leaderData,
  leaderHex,
  leadersOf,
  map,
  onMap,
  placement,
  setLeaderPos,
  setUnit,
  throughGate,
  typeOf,
  unitById,
  unitsAt,
  type GameAction,
  type GameState,
  type In,
  type PhaseRules,
  type Player,
  type Resolution,
} from './state.js';
import { advance } from './turn.js';

/** 4.3, SAU-M4: the cost of one step; road to road costs 1 whatever the terrain. */
export function stepCost(from: number, to: number): number {
  if (map.road.has(from) && map.road.has(to)) return 1;
  return enterCost(1, defendsAsRough(map, to) && !map.baradDur.has(to));
}

/** SAU-M1, SAU-M2: whether the ground lets anyone step from `from` to `to`. */
function groundAllows(s: GameState, from: number, to: number): Result<true, RuleError> {
  const t = map.terrain[to];
  if (t === 'mountain') return err(Errors.mountains(grid.name(to)));
  if (t === 'fortification' && map.terrain[from] !== 'fortification' && !map.stairways.has(to))
    return err(Errors.wallReached(grid.name(to)));
  if (t === 'fortification' && map.terrain[from] !== 'fortification' && map.terrain[from] !== 'path')
    return err(Errors.stairwaysFromPath());
  if (map.terrain[from] === 'fortification' && t !== 'fortification' && (!map.stairways.has(from) || t !== 'path'))
    return err(Errors.leaveWall());
  // The path is entered and left only at its two ends or by a stairway (SAU-M1, SAU-M2).
  const pathSide = (x: number) => map.pathEnds.includes(x) || map.stairways.has(x) || map.terrain[x] === 'path';
  if ((t === 'path' && !pathSide(from)) || (map.terrain[from] === 'path' && !pathSide(to)))
    return err(Errors.pathEnds(grid.name(map.pathEnds[0]), grid.name(map.pathEnds[1])));
  if (throughGate(from, to)) {
    const g = mayActThroughGates(s.gates, 'movement', map.mordor.has(from));
    if (!g.ok) return g;
  }
  return ok(true);
}

/** SAU-M10: a hex beside an enemy combat unit (not across closed gates). */
const zocHexes = (s: GameState, hex: number, side: Player) =>
  grid.neighbours(hex).some((n) => !(s.gates.closed && throughGate(hex, n)) && unitsAt(s, n).some((u) => u.side !== side));

interface Step {
  readonly from: number;
  readonly to: number;
  readonly cost: number;
}

/** A step of a unit; one in a special formation moves the formation unless `alone` (it breaks away, SAU-M22). */
function checkUnitMove(s: GameState, side: Player, piece: string, to: number, alone: boolean): Result<Step, RuleError> | null {
  const toName = grid.name(to);
  const unit = unitById(s, piece);
  if (!unit) return null;
  if (unit.side !== side) return err(Errors.notYours(piece));
  if (!onMap(unit)) return err(Errors.unitNotOnMap(piece));
  if (!grid.areAdjacent(unit.hex, to)) return err(Errors.oneHexAtATime('unit', grid.name(unit.hex), toName));
  // SAU-M21: Flight crosses any terrain at 1 MP a hex.
  const flies = typeOf(unit).flies;
  const cost = flies ? 1 : stepCost(unit.hex, to);
  // SAU-M22: a formation moves as one, within every member's (and its leader's) movement points.
  const group = unit.formation && !alone ? formationMembers(s, unit.formation) : [unit];
  const lead = unit.formation && !alone && leaderHex(s, unit.formation) === unit.hex ? unit.formation : null;
  const mp = Math.min(...group.map((m) => m.mp), ...(lead ? [s.leaderMp[lead] ?? 0] : []));
  if (cost > mp) return err(group.length > 1 ? Errors.formationNoMp(piece, mp, toName, cost) : Errors.noMp(piece, mp, toName, cost));
  if (!flies) {
    const g = groundAllows(s, unit.hex, to);
    if (!g.ok) return g;
  }
  if (unitsAt(s, to).length > 0) return err(Errors.stacking(toName));
  if (enemyLeadersAt(s, to, side).length > 0) return err(Errors.enemyLeadersThere(toName));
  const here = group.map((m) => ({ side: m.side, nationality: typeOf(m).nationality }));
  for (const l of (placement(s).leaders.get(to) ?? []).filter((x) => x.controller === side)) {
    const d = leaderData(l.id);
    if (d.kind !== 'leader') continue;
    const c = checkLeaderStacking(d, here, { nationalityGone: s.record.nationalitiesGone.includes(d.nationality), side });
    if (!c.ok) return c;
  }
  return ok({ from: unit.hex, to, cost });
}

/** A leader's step (8.11); into an enemy leader's hex only to meet him in Mortal Combat (22.1). */
function checkLeaderMove(s: GameState, side: Player, piece: string, to: number): Result<Step, RuleError> {
  const toName = grid.name(to);
  const lr = s.record.leaders.find((l) => l.id === piece);
  if (!lr) return err(Errors.noSuchPiece(piece));
  const d = leaderData(piece);
  if (d.kind !== 'leader') return err(Errors.movesAsUnit(d.name));
  if (!lr.alive) return err(Errors.leaderDead(d.name));
  if (lr.controller !== side) return err(Errors.notYours(d.name));
  const from = hexOf(lr.position);
  if (from === null) return err(Errors.leaderNotOnMap(d.name));
  if (!grid.areAdjacent(from, to)) return err(Errors.oneHexAtATime('leader', grid.name(from), toName));
  const led = formationMembers(s, piece);
  if (led.length >= 2 && led[0]?.hex === from) return err(Errors.leaderInFormation(d.name));
  const cost = stepCost(from, to);
  const mp = s.leaderMp[piece] ?? 0;
  if (cost > mp) return err(Errors.noMp(d.name, mp, toName, cost));
  const g = groundAllows(s, from, to);
  if (!g.ok) return g;
  const here = unitsAt(s, to).map((u) => ({ side: u.side, nationality: typeOf(u).nationality }));
  const c = checkLeaderStacking(d, here, { nationalityGone: s.record.nationalitiesGone.includes(d.nationality), side });
  if (!c.ok) return c;
  const foes = enemyLeadersAt(s, to, side);
  if (foes.length > 0) {
    const m = s.record.mortal;
    const meeting =
      m?.phase === 'closing' &&
      m[m.mover].id === piece &&
      foes.some((f) => f.id === (m.mover === 'challenger' ? m.defender.id : m.challenger.id));
    if (!meeting) return err(Errors.enemyLeaderHex(d.name));
  }
  return ok({ from, to, cost });
}

function move(s: In<'movement'>, seat: Player, a: Extract<GameAction, { type: 'move' }>): Resolution {
  const to = grid.index(a.to);
  if (to === undefined) return err(Errors.noSuchHex(a.to));
  const unit = unitById(s, a.piece);
  if (unit) {
    const r = checkUnitMove(s, seat, a.piece, to, false);
    if (!r || !r.ok) return r ?? err(Errors.noSuchPiece(a.piece));
    const { from, cost } = r.value;
    return ok((_dice, events) => {
      // SAU-M10: entering an enemy zone of control ends the move (not in Flight, SAU-M21).
      const flies = typeOf(unit).flies;
      const stop = s.options.zonesOfControl && !flies && zocHexes(s, to, seat);
      const mpLeft = stop ? 0 : unit.mp - cost;
      // SAU-M22: the whole formation steps, its leader with it.
      const group = unit.formation ? formationMembers(s, unit.formation) : [unit];
      const lead = unit.formation && leaderHex(s, unit.formation) === from ? unit.formation : null;
      let t: GameState = s;
      for (const m of group) t = setUnit(t, m.id, { hex: to, mp: stop ? 0 : m.mp - cost });
      if (lead) t = { ...setLeaderPos(t, lead, to), leaderMp: { ...t.leaderMp, [lead]: stop ? 0 : (t.leaderMp[lead] ?? 0) - cost } };
      const leader = typeOf(unit).leader;
      if (leader) t = setLeaderPos(t, leader, to);
      events.push({
        type: 'unit-moved',
        clause: stop ? 'SAU-M10' : group.length > 1 ? 'SAU-M22' : flies ? 'SAU-M21' : '4.3',
        piece: a.piece,
        from: grid.name(from),
        to: grid.name(to),
        cost,
        mpLeft,
      });
      return t;
    });
  }
  const r = checkLeaderMove(s, seat, a.piece, to);
  if (!r.ok) return r;
  const { from, cost } = r.value;
  return ok((_dice, events) => {
    const mpLeft = (s.leaderMp[a.piece] ?? 0) - cost;
    events.push({ type: 'unit-moved', clause: '8.11', piece: a.piece, from: grid.name(from), to: grid.name(to), cost, mpLeft });
    return { ...setLeaderPos(s, a.piece, to), leaderMp: { ...s.leaderMp, [a.piece]: mpLeft } };
  });
}

/** SAU-M22: a leader forms a special formation of units in and beside his hex; those beside step in. */
function form(s: In<'movement'>, side: Player, a: Extract<GameAction, { type: 'form' }>): Resolution {
  const { leader, units: ids } = a;
  const allowed = s.options.specialFormations === 'both' || (s.options.specialFormations === 'westernesse' && side === 'westernesse');
  if (!allowed) return err(Errors.noFormations(sideName(side), s.options.specialFormations));
  const at = leaderHex(s, leader);
  if (!leadersOf(s, side).includes(leader) || at === null) return err(Errors.notYourLeaderOnMap(leader));
  const d = leaderData(leader);
  const ban = mayFormSpecialFormation(d, { nationalityGone: s.record.nationalitiesGone.includes(d.nationality) });
  if (!ban.ok) return ban;
  if (formationMembers(s, leader).length >= 2) return err(Errors.leadsFormation(d.name));
  if (new Set(ids).size !== ids.length || ids.length < 2 || ids.length > s.options.formationSize)
    return err(Errors.formationSize(s.options.formationSize));
  let anchored = false;
  const movers: { id: string; from: number; mp: number; cost: number }[] = [];
  for (const id of ids) {
    const u = unitById(s, id);
    if (!u || u.side !== side || !onMap(u)) return err(Errors.notYourUnitOnMap(id));
    const t = typeOf(u);
    if (!t.formation) return err(Errors.notFormationType(t.name));
    if (t.nationality !== d.nationality) return err(Errors.notHisNationality(id, d.name, d.nationality));
    if (u.disrupted) return err(Errors.disruptedMayNotForm(id));
    if (u.formation) return err(Errors.inFormationAlready(id));
    if (u.hex === at) {
      anchored = true;
      continue;
    }
    if (!grid.areAdjacent(u.hex, at)) return err(Errors.notBesideLeader(id, d.name, grid.name(at)));
    const cost = stepCost(u.hex, at);
    if (cost > u.mp) return err(Errors.noMp(id, u.mp, grid.name(at), cost));
    const g = groundAllows(s, u.hex, at);
    if (!g.ok) return g;
    movers.push({ id, from: u.hex, mp: u.mp, cost });
  }
  if (!anchored) return err(Errors.noAnchor(d.name, grid.name(at)));
  return ok((_dice, events) => {
    const stop = s.options.zonesOfControl && zocHexes(s, at, side);
    let t: GameState = s;
    for (const m of movers) {
      const mpLeft = stop ? 0 : m.mp - m.cost;
      events.push({ type: 'unit-moved', clause: 'SAU-M22', piece: m.id, from: grid.name(m.from), to: grid.name(at), cost: m.cost, mpLeft });
      t = setUnit(t, m.id, { hex: at, mp: mpLeft });
    }
    events.push({ type: 'formation', clause: 'SAU-M22', leader, units: [...ids], change: 'formed' });
    return { ...t, units: t.units.map((u) => (ids.includes(u.id) ? { ...u, formation: leader } : u)) };
  });
}

/** SAU-M22: a unit breaks away from its special formation into an adjacent hex. */
function breakUp(s: In<'movement'>, seat: Player, a: Extract<GameAction, { type: 'break-up' }>): Resolution {
  const u = unitById(s, a.unit);
  if (!u || u.side !== seat || !onMap(u)) return err(Errors.notYourUnitOnMap(a.unit));
  const leader = u.formation;
  if (!leader) return err(Errors.notInFormation(a.unit));
  const to = grid.index(a.to);
  if (to === undefined) return err(Errors.noSuchHex(a.to));
  const r = checkUnitMove(s, seat, a.unit, to, true);
  if (!r || !r.ok) return r ?? err(Errors.noSuchPiece(a.unit));
  const { from, cost } = r.value;
  return ok((_dice, events) => {
    const stop = s.options.zonesOfControl && zocHexes(s, to, seat);
    const mpLeft = stop ? 0 : u.mp - cost;
    events.push({ type: 'unit-moved', clause: stop ? 'SAU-M10' : 'SAU-M22', piece: a.unit, from: grid.name(from), to: a.to, cost, mpLeft });
    events.push({ type: 'formation', clause: 'SAU-M22', leader, units: [a.unit], change: 'left' });
    return setUnit(s, a.unit, { hex: to, mp: mpLeft, formation: undefined });
  });
}

type ChangeOfHands = Extract<GameAction, { type: 'take-ring' | 'return-ring' | 'pass-narsil' }>;

/** SAU-A10, 16.631, SAU-A8: the Ring and Narsil change hands; the record keeper decides, after quick refusals on the map. */
function changeHands(s: In<'movement'>, seat: Player, a: ChangeOfHands): Resolution {
  const who = a.type === 'take-ring' ? a.leader : a.type === 'pass-narsil' ? a.to : s.record.ring.ring.holder;
  const r = who ? s.record.leaders.find((l) => l.id === who) : undefined;
  if (!r || r.controller !== seat) return err(Errors.notYourLeader(who ?? 'Nobody'));
  if (a.type === 'return-ring' && (who === 'sauron' || s.record.ring.ring.status !== 'worn')) return err(Errors.nothingToReturn('wears'));
  if (a.type === 'take-ring' && s.record.ring.ring.status !== 'lying') return err(Errors.ringNotLying());
  if (a.type === 'pass-narsil') {
    const n = s.record.ring.narsil;
    const at = n.bearer ? leaderHex(s, n.bearer) : hexOf(n.lyingAt);
    if (n.form === 'destroyed' || n.bearer === a.to || at === null || at !== leaderHex(s, a.to))
      return err(Errors.notWhereNarsilIs(leaderData(a.to).name));
  }
  const action: RecordActionInput =
    a.type === 'take-ring' ? { type: 'take-ring', leader: a.leader } : a.type === 'pass-narsil' ? { type: 'pass-narsil', to: a.to } : a;
  const c = recordCheck(s, action);
  if (!c.ok) return c;
  return ok((dice, events) => recordDo(s, action, dice, events));
}

export const movementPhase: PhaseRules<'movement'> = {
  resolve(s, seat, a) {
    switch (a.type) {
      case 'move':
        return move(s, seat, a);
      case 'form':
        return form(s, seat, a);
      case 'break-up':
        return breakUp(s, seat, a);
      case 'take-ring':
      case 'return-ring':
      case 'pass-narsil':
        return changeHands(s, seat, a);
      case 'end':
        return ok((dice, events) => advance(s, dice, events));
      default:
        return null;
    }
  },

  candidates(s, seat) {
    const cands: GameAction[] = [];
    // Cheap first sifts (mountains, a unit already there, too dear); `resolve` decides the rest.
    const open = (from: number, n: number, mp: number) => map.terrain[n] !== 'mountain' && stepCost(from, n) <= mp;
    for (const u of s.units) {
      if (u.side !== seat || !onMap(u) || u.mp <= 0) continue;
      const flies = typeOf(u).flies;
      for (const n of grid.neighbours(u.hex))
        if ((flies || open(u.hex, n, u.mp)) && unitsAt(s, n).length === 0) cands.push({ type: 'move', piece: u.id, to: grid.name(n) });
      if (u.formation)
        for (const n of grid.neighbours(u.hex))
          if (open(u.hex, n, u.mp) && unitsAt(s, n).length === 0) cands.push({ type: 'break-up', unit: u.id, to: grid.name(n) });
    }
    // SAU-M22: a leader with a unit in his hex and more of his nationality beside it.
    if (s.options.specialFormations === 'both' || (s.options.specialFormations === 'westernesse' && seat === 'westernesse')) {
      for (const id of leadersOf(s, seat)) {
        const h = leaderHex(s, id);
        if (h === null) continue;
        const [anchor, ...more] = unitsAt(s, h).filter((u) => u.side === seat && !u.formation);
        if (!anchor || more.length > 0) continue;
        const nat = leaderData(id).nationality;
        const near = grid
          .neighbours(h)
          .flatMap((n) => unitsAt(s, n))
          .filter((u) => u.side === seat && !u.formation && typeOf(u).nationality === nat);
        near.forEach((first, i) => {
          cands.push({ type: 'form', leader: id, units: [anchor.id, first.id] });
          if (s.options.formationSize >= 3)
            for (const second of near.slice(i + 1)) cands.push({ type: 'form', leader: id, units: [anchor.id, first.id, second.id] });
        });
      }
    }
    for (const id of leadersOf(s, seat)) {
      const h = leaderHex(s, id);
      const mp = s.leaderMp[id] ?? 0;
      if (h !== null && mp > 0)
        for (const n of grid.neighbours(h)) if (open(h, n, mp)) cands.push({ type: 'move', piece: id, to: grid.name(n) });
    }
    for (const id of leadersOf(s, seat)) cands.push({ type: 'take-ring', leader: id }, { type: 'pass-narsil', to: id });
    cands.push({ type: 'return-ring' });
    return cands;
  },
};
