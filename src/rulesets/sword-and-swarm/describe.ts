/**
 * Words for Sword & Swarm, each line with its clause, for the web pages (web/src/rulesets/sword-and-swarm*)
 * and the terminal (src/cli/swarm.ts) alike: one line per event (`describeSwsEvent`; characters named by
 * `nameOf`, default the bundled warbands and Swarm models, `tableName`), and the referee's attack in
 * words: its modifiers with their causes, its tests, and its exact odds grouped (`modifierLines`,
 * `testLines`, `oddsRows`).
 *
 *   describeSwsEvent({ type: 'star-lost', clause: 'Losing Star points', character: 'skarn', lost: 2, star: 4 })
 *   // { text: 'Skarn loses 2 Star (4 left)', clause: 'Losing Star points', tone: 'result' }
 */
import type { GameEvent } from '../../core/ruleset.js';
import type { Describer, EventLine as CoreEventLine } from '../../core/system.js';
import { bloodiedLine, shieldOf } from './attack.js';
import { CLAUSE } from './clauses.js';
import { TABLES } from './data.js';
import { capModifier, pTest } from './dice-tests.js';
import type { AttackView } from './referee.js';
import type { SwsView } from './ruleset.js';
import { SWARM } from './state.js';
import { plural } from '../../core/words.js';

/** A log line: the core's (a new step, an activation or a turn, is `move`). */
export type EventLine = CoreEventLine;

export const inches = (n: number): string => `${Math.round(n * 10) / 10}"`;
export const seatName = (seat: string): string =>
  seat === 'red' ? 'Red' : seat === 'blue' ? 'Blue' : seat === 'swarm' ? 'the Swarm' : seat;

/** A name for an id: the bundled warbands' characters, and the Swarm's models numbered ('spitter-1': 'Spitter 1'). */
export function tableName(id: string): string {
  for (const w of TABLES.warbands.values()) {
    const c = w.characters.find((x) => x.id === id);
    if (c) return c.name;
  }
  const m = /^(.*?)-(\d+)$/.exec(id);
  const model = TABLES.swarm.get(m ? m[1]! : id);
  if (model) return m ? `${model.name} ${m[2]}` : model.name;
  return id;
}

/** A character as the table names it: a Swarm model with its number ('Swarmling 1'). */
export function displayName(c: { readonly id: string; readonly name: string; readonly owner: string }): string {
  const n = c.owner === SWARM ? /-(\d+)$/.exec(c.id)?.[1] : undefined;
  return n ? `${c.name} ${n}` : c.name;
}

const isGameView = (v: unknown): v is SwsView => typeof v === 'object' && v !== null && 'characters' in v && 'pending' in v;
const isAttackView = (v: unknown): v is AttackView => typeof v === 'object' && v !== null && 'defender' in v && 'step' in v;

/** Names for the ids of a view (the game's or the referee's attack); the bundled tables for any other id. */
export function namesOf(view: unknown): (id: string) => string {
  const index = new Map<string, string>();
  if (isGameView(view)) for (const c of view.characters) index.set(c.id, displayName(c));
  else if (isAttackView(view)) {
    if (view.attacker) index.set(view.attacker.id, view.attacker.sheet.name);
    index.set(view.defender.id, view.defender.sheet.name);
  }
  return (id) => index.get(id) ?? tableName(id);
}

type Any = GameEvent & Record<string, unknown>;
const str = (x: unknown) => String(x ?? '');
const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** Dice of tests: [[5], [6, 2]] reads "5, 6→2" (a confirmation or re-roll after the arrow). */
export function rollsText(rolls: unknown): string {
  if (!Array.isArray(rolls)) return '';
  return rolls.map((r) => (Array.isArray(r) ? r.join('→') : String(r))).join(', ');
}

const INJURY: Readonly<Record<string, string>> = { death: 'death', 'out-of-action': 'out of action', stunned: 'stunned' };

export function describeSwsEvent(event: GameEvent, nameOf: (id: string) => string = tableName): EventLine | null {
  const e = event as Any;
  const nm = (id: unknown) => nameOf(str(id));
  const clause = typeof e.clause === 'string' ? e.clause : undefined;
  const line = (text: string, tone: EventLine['tone'] = 'info', move = false): EventLine => ({
    text,
    ...(clause ? { clause } : {}),
    tone,
    ...(move ? { move } : {}),
  });
  const ok = (b: unknown) => (b ? 'success' : 'failure');
  switch (e.type) {
    case 'encounter-begins':
      return line(`The encounter begins: ${plural(Number(e.tokens), 'activation token')} go into the container`);
    case 'initiative-phase':
      return line(`Turn ${str(e.turn)} begins: ${plural(Number(e.tokens), 'token')} go into the container`, 'info', true);
    case 'resolution-phase':
      return line(`Turn ${str(e.turn)} ends: the container is reset`);
    case 'token-drawn':
      return line(
        `${e.seat === 'swarm' ? 'A Swarm' : `A ${seatName(str(e.seat))}`} token is drawn${e.usable ? '' : ': nobody left to activate, it is set aside'}`,
      );
    case 'order-activates':
      return line(`An order activates: ${seatName(str(e.seat))} activates ${nm(e.character)} first`);
    case 'activated':
      return line(
        Number(e.ap) > 0
          ? `${nm(e.character)} activates (${plural(Number(e.ap), 'action point')})`
          : `${nm(e.character)} activates but is stunned: no actions`,
        'info',
        true,
      );
    case 'activation-ends':
      return line(`${nm(e.character)}'s activation ends; its token is placed by it`);
    case 'swarm-activates':
      return line(`The Swarm: ${nm(e.character)} acts by itself`, 'info', true);
    case 'moved':
      return line(`${nm(e.character)} ${e.charge ? 'charges' : 'moves'} ${inches(Number(e.length))}`);
    case 'gets-up':
      return line(`${nm(e.character)} gets up from prone (this move ${inches(Number(e.allowance))})`);
    case 'runes-test':
      return line(
        `${nm(e.character)} tests Runes to pick ${nm(e.target)} as the target: ${rollsText(e.rolls)}: ${ok(e.success)}${e.success ? '' : ', the action is spent'}`,
        e.success ? 'info' : 'result',
      );
    case 'ranged-modifiers': {
      const mods = Array.isArray(e.modifiers) ? (e.modifiers as { label: string; value: number }[]) : [];
      return line(
        mods.length
          ? `Modifiers: ${mods.map((m) => `${m.label} ${sign(m.value)}`).join(', ')} = ${sign(Number(e.total))}`
          : 'No circumstance modifiers',
      );
    }
    case 'attack-dice':
      return line(
        `${nm(e.attacker)} attacks ${nm(e.target)}: ${plural(Number(e.dice), 'attack die', 'attack dice')} test ${e.tests === 'key' ? 'Key' : 'Mallet'} ${str(e.against)} at ${sign(Number(e.modifier))} (a hit when roll + modifier > ${str(e.against)}): ${rollsText(e.rolls) || 'no dice'}: ${plural(Number(e.hits), 'hit')}`,
        'challenge',
      );
    case 'impact':
      return Number(e.impact) > 0 ? line(`${nm(e.target)} is dealt ${str(e.impact)} Impact`) : null;
    case 'deflect':
      return line(
        `${nm(e.target)} tests Shield once per Impact: ${rollsText(e.rolls)} (Evasion Die ${str(e.evasion)}${Number(e.evasion) === 1 ? ': all Impact removed' : ''}): ${str(e.saved)} deflected, ${str(e.remaining)} left`,
      );
    case 'star-lost':
      return line(`${nm(e.character)} loses ${str(e.lost)} Star (${str(e.star)} left)`, 'result');
    case 'bloodied':
      return line(`${nm(e.character)} is Bloodied`, 'result');
    case 'injury-roll':
      return line(
        `${nm(e.character)} rolls for injury: ${rollsText(e.rolls)}, the lowest ${str(e.lowest)}: ${INJURY[str(e.injury)] ?? str(e.injury)}`,
        'result',
      );
    case 'died':
      return line(`${nm(e.character)} dies; loot token ${str(e.loot)} is placed where it fell`, 'result');
    case 'out-of-action':
      return line(`${nm(e.character)} is out of action`, 'result');
    case 'stunned':
      return line(`${nm(e.character)} is stunned until the end of turn ${str(e.until)}`, 'result');
    case 'stun-ends':
      return line(`${nm(e.character)} is no longer stunned`);
    case 'swarm-removed':
      return line(`${nm(e.character)} of the Swarm is removed (${str(e.impact)} Impact got through)`, 'result');
    case 'aimed':
      return line(`${nm(e.character)} aims at ${nm(e.target)} (+${str(e.bonus)} on the next ranged attack)`);
    case 'prone':
      return line(`${nm(e.character)} falls prone (counts as soft cover)`);
    case 'took-cover':
      return line(`${nm(e.character)} takes cover (${str(e.cover)} cover)`);
    case 'breather':
      return line(
        `${nm(e.character)} takes a Breather${e.bloodied ? ' (Bloodied: half Runes)' : ''}: ${plural(Number(e.tests), 'Mallet test')} ${rollsText(e.rolls)}: ${str(e.regained)} Star regained`,
      );
    case 'mallet-damage':
      return line(`${nm(e.character)} takes Mallet damage from an unmodified 6: Mallet now ${str(e.mallet)}`, 'result');
    case 'rally':
      return line(
        `${nm(e.tester)} tests Coronet to rally ${nm(e.target)}: ${rollsText(e.rolls)}: ${ok(e.success)}; ${nm(e.target)} is ${str(e.morale)}`,
      );
    case 'cast':
      return line(`${nm(e.character)} casts ${str(e.spell)} on ${nm(e.target)}: Runes ${rollsText(e.rolls)}: ${ok(e.success)}`);
    case 'mended':
      return line(`${nm(e.character)} regains ${str(e.regained)} Star (${str(e.star)})`, 'result');
    case 'order':
      return line(`${nm(e.character)} orders ${nm(e.target)} to activate first in turn ${str(e.turn)}`);
    case 'morale-test':
      return line(
        `${nm(e.character)} tests morale (${str(e.why)}): Coronet ${rollsText(e.rolls)}: ${e.success ? 'holds' : 'fails'}, ${str(e.morale)}`,
        e.success ? 'info' : 'result',
      );
    case 'flees':
      return line(`${nm(e.character)} flees ${inches(Number(e.length))}`, 'result');
    case 'fled-the-table':
      return line(`${nm(e.character)} flees off the table: out of action`, 'result');
    case 'cannot-flee':
      return line(`${nm(e.character)} cannot flee`);
    default:
      return line(str(e.type).replace(/-/g, ' '));
  }
}

// ---------------------------------------------------------------- the decision pending

/** 'Turn 2 of 6 · Red draws a token: activate a character', or the attack's step. */
export function decisionText(rulesetId: string, view: unknown): string {
  if (rulesetId === 'sword-and-swarm-attack' || isAttackView(view)) {
    const v = view as AttackView;
    const step = v.step === 'attack' ? 'the attack dice to roll' : v.step === 'deflect' ? `${v.impact} Impact to deflect` : 'resolved';
    return `${v.options.attack.name} · ${step}`;
  }
  const v = view as SwsView;
  if (v.outcome) return `Turn ${v.turn} · ${v.outcome.winner ? `${seatName(v.outcome.winner)} wins` : 'a draw'}`;
  const nm = namesOf(v);
  const who = seatName(v.pending.kind === 'over' ? '' : v.pending.seat);
  const doing =
    v.pending.kind === 'activate'
      ? v.pending.ordered
        ? `activates ${nm(v.pending.ordered)} (ordered)`
        : 'draws a token: activate a character'
      : v.activation
        ? `${nm(v.activation.character)} acts (${v.activation.ap} AP)`
        : '';
  return `Turn ${v.turn} of ${v.maxTurns} · ${who} ${doing}`;
}

/** The system's one wording (core Describer): characters named from the reader's view. */
export const describer: Describer = {
  event: (event, context) => describeSwsEvent(event, namesOf(context.view)),
  decision: decisionText,
};

// ---------------------------------------------------------------- the referee's attack (referee.ts attackView)

export const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;
const sheetName = (c: { sheet: { name: string } } | undefined) => c?.sheet.name ?? '';

export interface Line {
  readonly text: string;
  readonly clause: string;
}

/** The modifiers of the attack, each with its cause and clause. */
export function modifierLines(v: AttackView): Line[] {
  const out: Line[] = v.modifiers.map((m) => ({
    text: `${m.label}: ${sign(m.value)}`,
    clause: /cover/.test(m.label)
      ? `${CLAUSE.ranged}; ${CLAUSE.takeCover}; SWS-A10`
      : /charged/.test(m.label)
        ? `${CLAUSE.attackDice}; SWS-A1`
        : CLAUSE.ranged,
  }));
  if (v.weapon && v.weapon.modifier !== 0) out.push({ text: `${v.weapon.name}: ${sign(v.weapon.modifier)}`, clause: CLAUSE.attackDice });
  if (v.options.attack.wavering && v.options.morale !== 'off' && v.options.attack.kind !== 'deflection')
    out.push({ text: `${sheetName(v.attacker)} is Wavering: disadvantage (a hit is rolled again once)`, clause: 'SWS-A2' });
  return out;
}

/** Every test the attack makes, in words, with its clause. */
export function testLines(v: AttackView): Line[] {
  const o = v.options;
  const a = o.attack;
  const d = v.defender;
  const out: Line[] = [];
  if (v.attacker && v.weapon && a.kind !== 'deflection') {
    const from =
      v.weapon.ad.from === 'mallet' ? `Mallet ${v.attacker.mallet}` : v.weapon.ad.from === 'key' ? `Key ${v.attacker.sheet.key}` : 'fixed';
    out.push({
      text: `${v.attackDice} attack dice: ${v.weapon.name} (${from}${v.weapon.ad.plus ? ` ${sign(v.weapon.ad.plus)}` : ''})`,
      clause: `${CLAUSE.attackDice}; SWS-A1`,
    });
    const attr = a.kind === 'ranged' ? 'Key' : 'Mallet';
    const value = a.kind === 'ranged' ? d.sheet.key : d.mallet;
    const net = capModifier(v.netModifier, o);
    const edge = a.wavering && o.morale !== 'off' ? 'disadvantage' : 'none';
    out.push({
      text: `Each die tests ${d.sheet.name}'s ${attr} ${value}: a hit on roll ${sign(net)} > ${value}${net !== v.netModifier ? ` (net ${sign(v.netModifier)} capped at ±${o.modifierCap})` : ''}, ${pct(pTest('against', value, v.netModifier, o, edge))} a die`,
      clause: `${a.kind === 'ranged' ? CLAUSE.ranged : CLAUSE.melee}; ${CLAUSE.attack}; G1; SWS-A4`,
    });
  }
  const shield = shieldOf(d, o);
  out.push({
    text: `${d.sheet.name} tests Shield ${shield} once per Impact (a save on a roll ≤ ${shield}, ${pct(pTest('own', shield, 0, o))} each); ${o.evasionDie === 'extra-die' ? 'an extra Evasion Die' : 'the first die is the Evasion Die'}: a 1 removes all Impact`,
    clause: `${CLAUSE.deflect}; SWS-A5`,
  });
  if (d.swarm) out.push({ text: `${d.sheet.name} is a Swarm model: any Impact past Shield removes it`, clause: 'SWS-A3' });
  else
    out.push({
      text: `${d.sheet.name} has ${d.star} of ${d.sheet.star} Star (Bloodied at ${bloodiedLine(d.sheet.star, o)} or less); at 0 Star, 1 die + 1 per Impact in excess, the lowest on the injury table`,
      clause: `${CLAUSE.star}; SWS-A6; SWS-A7`,
    });
  return out;
}

export const oddsLabel = (x: { lost: number; injury: string }): string =>
  `${x.lost} Star lost${x.injury !== 'none' ? `, ${INJURY[x.injury] ?? x.injury}` : ''}`;

/** The odds by Star lost then injury, for the table. */
export function oddsRows(v: AttackView): { label: string; p: number }[] {
  const order = ['none', 'stunned', 'out-of-action', 'death'];
  return [...v.odds]
    .sort((a, b) => a.lost - b.lost || order.indexOf(a.injury) - order.indexOf(b.injury))
    .map((x) => ({ label: oddsLabel(x), p: x.p }));
}

/** The chance of each injury (none included). */
export function injuryTotals(v: AttackView): Record<string, number> {
  const out: Record<string, number> = { none: 0, stunned: 0, 'out-of-action': 0, death: 0 };
  for (const x of v.odds) out[x.injury] = (out[x.injury] ?? 0) + x.p;
  return out;
}

/** The chart's subtitle: what is rolled. */
export function oddsSubtitle(v: AttackView): string {
  const d = v.defender;
  if (v.options.attack.kind === 'deflection')
    return `${v.impact ?? 0} Impact against Shield ${shieldOf(d, v.options)}; Star ${d.star} of ${d.sheet.star}`;
  return `${v.attackDice} attack dice against ${v.options.attack.kind === 'ranged' ? 'Key' : 'Mallet'} ${v.options.attack.kind === 'ranged' ? d.sheet.key : d.mallet} at ${sign(v.netModifier)}; Shield ${shieldOf(d, v.options)}; Star ${d.star} of ${d.sheet.star}`;
}
