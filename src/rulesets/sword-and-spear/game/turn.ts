/**
 * The turn (SSF-A1) as the one place where the game moves from step to step: the magic power roll,
 * action phases drawn from the bag (F1) with their allocation, attack spells and activations (lowest die
 * first), then the end phase and the next turn, or victory (F12, SSF-A7, SSF-A35). Each step's own
 * file checks and applies its actions; this file asks it, then moves on.
 *
 *   let s = newGame(scenarioSpec, options, dice);
 *   const r = applyAction(s, 'a', { type: 'give', unit: 'elf-spears-1', value: 4 }, dice);
 */
import type { Dice } from '../../../core/dice.js';
import { pt } from '../../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../../core/result.js';
import { CoreErrors, type RuleError } from '../../../core/rule-error.js';
import type { Outcome, Seat } from '../../../core/ruleset.js';
import { activationOrder, bagSize, beginActionPhase, closeActionPhase, startTurn, type Activation } from '../activation.js';
import { unitById } from '../battlefield.js';
import { CLAUSE, GAP } from '../clauses.js';
import { armyBreakpoints, armyValue, TABLES } from '../data.js';
import { Errors } from '../errors.js';
import { assignMagicPower, rollMagicPower, startMagicTurn } from '../magic.js';
import type { Options } from '../options.js';
import { loadScenario, type ScenarioSpec } from '../scenario.js';
import { activateActions, applyActivate } from './activate.js';
import { allocateActions, applyAllocate, diceLeft, giveActions } from './allocate.js';
import { applyAttackSpells, attackSpellActions, attackSpellsActions } from './attack-spells.js';
import { commanderOf, magicUsers, nameOfPlayer, playerOf, playersOf, refreshCommand, splitCommands } from './commands.js';
import { applyAssignPower, assignPowerActions, assignPowerSeat, hasChoice } from './assign-power.js';
import { applyEndPhase, closeEndPhase, endPhaseActions } from './end-phase.js';
import { applyFightBoost, fightBoostActions, fightBoostSeat } from './fight-boost.js';
import { applyProtect, protectActions, protectSeat } from './protect.js';
import {
  ALLY_SEATS,
  common,
  ev,
  other,
  PLAYER_SEATS,
  SEATS,
  sideOfSeat,
  type Acting,
  type AllocateState,
  type AttackSpellsState,
  type CharacterOnTable,
  type GameCommon,
  type InPhase,
  type PhaseState,
  type PowerDice,
  type SsfAction,
  type SsfEvent,
  type SsfState,
} from './state.js';

// ---------------------------------------------------------------- setup

/** A new game of a scenario: the first army is seat 'a', the second 'b'. Rolls the first turn's magic power and draws the first phase. */
export function newGame(spec: ScenarioSpec, o: Options, dice: Dice): { state: SsfState; events: SsfEvent[] } {
  const relabelled: ScenarioSpec = { ...spec, armies: spec.armies.map((a, i) => ({ ...a, side: SEATS[i] })) };
  const loaded = loadScenario(relabelled);
  if (!loaded.ok) throw new Error(`scenario '${spec.id}': ${loaded.error.join('; ')}`);
  const armies = relabelled.armies.map((deployed) => {
    const list = TABLES.armies.get(deployed.list);
    if (!list) throw new Error(`scenario '${spec.id}': no army list '${deployed.list}'`);
    return { deployed, list };
  });
  const characters: CharacterOnTable[] = armies.flatMap(({ deployed, list }) =>
    deployed.characters.map((c) => {
      const ch = list.characters.find((x) => x.id === c.id);
      if (!ch) throw new Error(`scenario '${spec.id}': no character '${c.id}' in '${list.name}'`);
      return {
        id: c.id,
        side: deployed.side,
        name: ch.name,
        ...(ch.commander ? { commander: ch.commander } : {}),
        ...(ch.magicLevel !== undefined ? { magicLevel: ch.magicLevel } : {}),
        position: pt(c.x, c.y),
        ...(c.attachedTo !== undefined ? { attachedTo: c.attachedTo } : {}),
        ...(ch.base !== undefined ? { base: ch.base } : {}),
      };
    }),
  );
  const names: Record<Seat, string> = Object.fromEntries(armies.map((a) => [a.deployed.side, a.list.name]));
  const commands = o.playersPerSide === 2 ? splitCommands(relabelled, loaded.value.field.units, characters) : undefined;
  if (commands) {
    // SSF-A51: the second command is named after its leader.
    for (const [i, ally] of ALLY_SEATS.entries()) {
      const lead = characters.find((c) => commands[c.id] === ally && c.commander) ?? characters.find((c) => commands[c.id] === ally);
      names[ally] = `${names[SEATS[i]]} (${lead?.name ?? 'second command'})`;
    }
  }
  const values: Record<Seat, number> = Object.fromEntries(armies.map((a) => [a.deployed.side, armyValue(a.list)]));
  const base: GameCommon = {
    options: o,
    scenario: spec.id,
    names,
    table: spec.table,
    field: loaded.value.field,
    characters,
    routed: [],
    losses: { a: 0, b: 0 },
    armyValue: values,
    testsDue: [],
    testsTaken: [],
    turn: startTurn([]),
    magic: startMagicTurn({}),
    ...(commands ? { commands } : {}),
  };
  const events: SsfEvent[] = [];
  const state = beginTurn(refreshCommand(base), 1, dice, events);
  return { state, events };
}

// ---------------------------------------------------------------- the turn (SSF-A1)

function beginTurn(s: GameCommon, n: number, dice: Dice, events: SsfEvent[]): SsfState {
  const users = magicUsers(s);
  const rolls = rollMagicPower(users, dice);
  events.push(ev('turn', GAP.turnSequence, { turn: n }));
  // F1 / SSF-A51: each player's units put dice of his own colour in the side's bag.
  const turn = {
    ...startTurn(
      s.field.units.map((u) => ({ side: commanderOf(s, u) })),
      n,
    ),
    ...(s.turn.initiative ? { initiative: s.turn.initiative } : {}),
  };
  const next: GameCommon = { ...s, turn };
  // 17 Magical Power / SSF-A23: each player assigns his own dice; one whose dice can go only one way has them in the order rolled.
  const waiting: PowerDice['waiting'][number][] = [];
  let power: Record<string, number> = {};
  for (const player of playersInOrder(next)) {
    const mine = users.flatMap((u, i) => (commanderOf(next, u) === player ? [{ u, die: rolls[i] ?? 0 }] : []));
    if (mine.length === 0) continue;
    const own = mine.map((x) => x.u);
    const ownDice = mine.map((x) => x.die);
    if (hasChoice(own, ownDice)) waiting.push({ player, users: own.map((u) => u.id), dice: ownDice });
    else {
      const inOrder = assignMagicPower(own, ownDice);
      if (inOrder.ok) power = { ...power, ...inOrder.value };
    }
  }
  const powerDice: PowerDice = { waiting, rolls, power };
  if (waiting.length > 0) {
    events.push(ev('magic-power-rolled', CLAUSE.power, { rolls, users: users.map((u) => u.id), assign: waiting.map((w) => w.player) }));
    return { ...next, step: 'assign-power', powerDice };
  }
  return powerAssigned(next, powerDice, dice, events);
}

/** Every magic-user has his die (17 Magical Power): the turn's power, then the first action phase. */
function powerAssigned(s: GameCommon, p: PowerDice, dice: Dice, events: SsfEvent[]): SsfState {
  const users = magicUsers(s);
  const magic = startMagicTurn(Object.fromEntries(users.map((u) => [u.id, p.power[u.id] ?? 0])));
  if (users.length) events.push(ev('magic-power', CLAUSE.power, { rolls: p.rolls, power: magic.power }));
  return beginPhase({ ...s, magic }, dice, events);
}

/** The next action phase (F1), or the end phase when the bag is empty (SSF-A1). */
function beginPhase(s: GameCommon, dice: Dice, events: SsfEvent[]): SsfState {
  if (bagSize(s.turn) === 0) {
    events.push(ev('end-phase', GAP.turnSequence));
    return { ...s, step: 'end-phase', endPhase: { done: [], moved: [] } };
  }
  const p = beginActionPhase(s.turn, dice, s.options, sideOfSeat);
  events.push(
    ev('action-phase', GAP.turn, {
      phase: p.state.phase,
      drawn: p.drawn,
      initiative: p.initiative,
      initiativeClause: p.initiativeClause,
      rolled: p.rolled,
    }),
  );
  const players = playersOf(s);
  const phase: PhaseState = {
    rolled: Object.fromEntries(players.map((x) => [x, p.rolled[x] ?? []])),
    initiative: p.initiative,
    allocated: Object.fromEntries(players.map((x) => [x, []])),
    allocatedDone: [],
    spellsDone: [],
    order: [],
    next: 0,
  };
  return nextToAllocate({ ...s, turn: p.state, step: 'allocate', phase }, dice, events);
}

/** The players in turn order: the initiative side's first (F1), each side's first player before his ally (SSF-A51). */
const playersInOrder = (s: GameCommon & { readonly phase?: PhaseState }): Seat[] => {
  const first = s.phase?.initiative ?? s.turn.initiative ?? 'a';
  const players = playersOf(s);
  return [...players.filter((p) => sideOfSeat(p) === first), ...players.filter((p) => sideOfSeat(p) !== first)];
};

/** The first player, in turn order, not yet done: with allocation and attack spells, each has his turn (F1, 17 Spells). */
const firstNotDone = (s: InPhase, done: readonly Seat[]): Seat | undefined => playersInOrder(s).find((x) => !done.includes(x));

/** The next player to allocate, passing over those with no die to give; when all are done, attack spells. */
function nextToAllocate(s: AllocateState, dice: Dice, events: SsfEvent[]): SsfState {
  let cur = s;
  for (;;) {
    const player = firstNotDone(cur, cur.phase.allocatedDone);
    if (player === undefined) return nextToCast({ ...cur, step: 'attack-spells' }, dice, events);
    if (giveActions(cur, player).length > 0) return cur;
    cur = { ...cur, phase: { ...cur.phase, allocatedDone: [...cur.phase.allocatedDone, player] } };
  }
}

/** The next player to cast attack spells, passing over those with none to cast; when all are done, the activations. */
function nextToCast(s: AttackSpellsState, dice: Dice, events: SsfEvent[]): SsfState {
  let cur = s;
  for (;;) {
    const player = firstNotDone(cur, cur.phase.spellsDone);
    if (player === undefined) return startActivations(cur, dice, events);
    if (attackSpellActions(cur, player).length > 0) return cur;
    cur = { ...cur, phase: { ...cur.phase, spellsDone: [...cur.phase.spellsDone, player] } };
  }
}

function startActivations(s: AttackSpellsState, dice: Dice, events: SsfEvent[]): SsfState {
  const p = s.phase;
  // F1: on equal dice the initiative side goes first, whichever of its players gave the die (SSF-A51).
  const list: Activation[] = PLAYER_SEATS.flatMap((player) =>
    (p.allocated[player] ?? []).map((a) => ({ side: sideOfSeat(player), unit: a.unit, value: a.dice[0] ?? 0 })),
  );
  return nextActivation(common(s), { ...p, order: activationOrder(list, p.initiative), next: 0 }, dice, events);
}

/** F1: units act lowest die first; one whose unit has routed is passed over. After the last, the next phase. */
function nextActivation(s: GameCommon, p: PhaseState, dice: Dice, events: SsfEvent[]): SsfState {
  for (const [i, a] of p.order.entries()) {
    if (i < p.next) continue;
    const u = unitById(s.field, a.unit);
    if (!u || s.turn.acted.includes(a.unit)) continue;
    const given = (p.allocated[commanderOf(s, u)] ?? []).find((x) => x.unit === a.unit)?.dice ?? [];
    events.push(ev('activated', GAP.turn, { side: a.side, unit: a.unit, dice: given }));
    return {
      ...s,
      step: 'activate',
      phase: { ...p, next: i + 1 },
      current: { unit: a.unit, side: a.side, dice: given, boost: 0, boosted: false },
    };
  }
  return beginPhase(s, dice, events);
}

/** The unit has done its activation: it has acted this turn (F1) unless it deferred (F2). */
function finishActivation(s: Acting, dice: Dice, events: SsfEvent[], deferred = false): SsfState {
  const turn = deferred ? s.turn : closeActionPhase(s.turn, [s.current.unit]);
  return nextActivation({ ...common(s), turn }, s.phase, dice, events);
}

/** The end of the turn: the end phase's close, then victory, the last turn, or the next turn (SSF-A1, SSF-A35). */
function finishTurn(s: GameCommon, dice: Dice, events: SsfEvent[]): SsfState {
  const o = s.options;
  const broken = brokenArmies(s, events);
  if (broken) return { ...s, step: 'over', outcome: broken };
  if (s.turn.turn >= o.maxTurns) {
    const frac = (x: Seat) => (s.losses[x] ?? 0) / (s.armyValue[x] ?? 1);
    const winner = frac('a') === frac('b') ? null : frac('a') < frac('b') ? 'a' : 'b';
    const outcome: Outcome = {
      winner,
      reason: winner
        ? `after ${o.maxTurns} turns ${s.names[winner]} have lost the smaller share of their army`
        : `after ${o.maxTurns} turns both armies have lost the same share`,
      clause: 'SSF-A35',
    };
    events.push(ev('game-over', 'SSF-A35', { winner, losses: s.losses }));
    return { ...s, step: 'over', outcome };
  }
  return beginTurn(refreshCommand(s), s.turn.turn + 1, dice, events);
}

/** F12 / SSF-A7: an army that has lost half its value, or every unit, loses; both at once: the greater share lost loses (SSF-A35). */
function brokenArmies(s: GameCommon, events: SsfEvent[]): Outcome | undefined {
  const broken = SEATS.filter(
    (x) => (s.losses[x] ?? 0) >= armyBreakpoints(s.armyValue[x] ?? 0).defeatAt || !s.field.units.some((u) => u.side === x),
  );
  const [first, second] = broken;
  if (first === undefined) return undefined;
  let winner: Seat | null;
  if (second === undefined) winner = other(first);
  else {
    const fa = (s.losses['a'] ?? 0) / (s.armyValue['a'] ?? 1);
    const fb = (s.losses['b'] ?? 0) / (s.armyValue['b'] ?? 1);
    winner = fa === fb ? null : fa < fb ? 'a' : 'b';
  }
  const loser = winner === null ? null : other(winner);
  const outcome: Outcome = {
    winner,
    reason: loser
      ? `${s.names[loser]} have lost ${s.losses[loser]} of ${s.armyValue[loser]} army value and break`
      : 'both armies break together',
    clause: second === undefined ? GAP.victory : 'SSF-A35',
  };
  events.push(ev('game-over', outcome.clause, { winner, losses: s.losses }));
  return outcome;
}

// ---------------------------------------------------------------- who acts, what they may do

export function toAct(s: SsfState): Seat[] {
  const one = (seat: Seat | undefined): Seat[] => (seat === undefined ? [] : [seat]);
  switch (s.step) {
    case 'allocate':
      return one(firstNotDone(s, s.phase.allocatedDone));
    case 'attack-spells':
      return one(firstNotDone(s, s.phase.spellsDone));
    case 'activate':
      return one(playerOf(s, s.current.unit));
    case 'protect':
      return one(protectSeat(s));
    case 'fight-boost':
      return one(fightBoostSeat(s));
    case 'assign-power':
      return one(assignPowerSeat(s));
    case 'end-phase':
      return one(playersInOrder(s).find((x) => !s.endPhase.done.includes(x)));
    case 'over':
      return [];
  }
}

export function legalActions(s: SsfState, seat: Seat): SsfAction[] {
  if (!toAct(s).includes(seat)) return [];
  switch (s.step) {
    case 'allocate':
      return allocateActions(s, seat);
    case 'attack-spells':
      return attackSpellsActions(s, seat);
    case 'activate':
      return activateActions(s);
    case 'protect':
      return protectActions(s);
    case 'fight-boost':
      return fightBoostActions(s);
    case 'assign-power':
      return assignPowerActions(s);
    case 'end-phase':
      return endPhaseActions(s, seat);
    case 'over':
      return [];
  }
}

// ---------------------------------------------------------------- applying an action

export function applyAction(
  s0: SsfState,
  seat: Seat,
  a: SsfAction,
  dice: Dice,
): Result<{ state: SsfState; events: SsfEvent[] }, RuleError> {
  if (s0.step === 'over') return err(CoreErrors.gameOver());
  if (!toAct(s0).includes(seat)) return err(CoreErrors.notYourTurn(seat));
  const events: SsfEvent[] = [];
  const r = step(s0, seat, a, dice, events);
  if (!r.ok) return r;
  const st = refreshCommand(r.value);
  if (st.step === 'over') return ok({ state: st, events });
  const broken = brokenArmies(st, events);
  return ok({ state: broken ? { ...common(st), step: 'over', outcome: broken } : st, events });
}

/** Asks the step's own handler, then moves the game on as its answer says. */
function step(s: SsfState, seat: Seat, a: SsfAction, dice: Dice, events: SsfEvent[]): Result<SsfState, RuleError> {
  if ('user' in a) {
    const m = magicUsers(s).find((x) => x.id === a.user);
    if (!m || m.side !== sideOfSeat(seat)) return err(Errors.notYourMagicUser(a.user));
    if (commanderOf(s, m) !== seat) return err(Errors.userInOtherCommand(a.user, nameOfPlayer(s, playerOf(s, m.id))));
  }
  switch (s.step) {
    case 'allocate': {
      const r = applyAllocate(s, seat, a, events);
      if (!r.ok) return r;
      if (!r.value.done) return ok(r.value.state);
      const st = r.value.state;
      events.push(ev('allocation-done', GAP.turn, { side: seat, unused: diceLeft(st, seat) }));
      return ok(nextToAllocate({ ...st, phase: { ...st.phase, allocatedDone: [...st.phase.allocatedDone, seat] } }, dice, events));
    }
    case 'attack-spells': {
      const r = applyAttackSpells(s, seat, a, dice, events);
      if (!r.ok) return r;
      if (!r.value.done) return ok(r.value.state);
      const st = r.value.state;
      return ok(nextToCast({ ...st, phase: { ...st.phase, spellsDone: [...st.phase.spellsDone, seat] } }, dice, events));
    }
    case 'activate': {
      const r = applyActivate(s, seat, a, dice, events);
      if (!r.ok) return r;
      const { state, next } = r.value;
      if (next === 'stay' || next === 'protect' || next === 'fight-boost') return ok(state);
      return ok(finishActivation(state, dice, events, next === 'deferred'));
    }
    case 'protect': {
      const r = applyProtect(s, seat, a, dice, events);
      return r.ok ? ok(finishActivation(r.value, dice, events)) : r;
    }
    case 'fight-boost': {
      const r = applyFightBoost(s, seat, a, dice, events);
      return r.ok ? ok(finishActivation(r.value, dice, events)) : r;
    }
    case 'assign-power': {
      const r = applyAssignPower(s, seat, a);
      if (!r.ok) return r;
      const assigned = a.type === 'assign-power' ? a.power : [];
      events.push(ev('magic-power-assigned', CLAUSE.power, { side: seat, power: assigned, assumption: 'SSF-A23' }));
      return ok(r.value.waiting.length > 0 ? { ...s, powerDice: r.value } : powerAssigned(common(s), r.value, dice, events));
    }
    case 'end-phase': {
      const r = applyEndPhase(s, seat, a, events);
      if (!r.ok) return r;
      return ok(r.value.allDone ? finishTurn(closeEndPhase(r.value.state, dice, events), dice, events) : r.value.state);
    }
    case 'over':
      return err(CoreErrors.gameOver());
  }
}
