/**
 * The Sword & Spear Fantasy referee page (`sword-and-spear-referee`), the pure part: the two units and
 * the circumstances in words, the resolution's events as lines with clauses, the presets and the JSON
 * the home page's editor sends as options. Every rule is the server's (referee.ts); the odds are
 * src/rulesets/sword-and-spear/odds.ts, exact.
 */
import type { Outcome, Seat } from '../../../../../src/core/ruleset.js';
import {
  capacity,
  describeSsfEvent,
  KIND_WORDS,
  nameIndex,
  nameOfIn,
  REFEREE_PRESETS,
  system,
  type EventLine,
  type RefereeAction,
  type RefereeInput,
  type RefereeOptions,
  type RefereeView,
  type Unit,
} from '../../../../../src/rulesets/sword-and-spear/index.js';

export type { RefereeAction, RefereeOptions, RefereeView };

export const SEATS: readonly Seat[] = ['attacker', 'defender'];
export const SEAT_COLOR: Readonly<Record<string, string>> = { attacker: '#2f6db5', defender: '#b5452f' };
export const seatName = (seat: Seat): string => (seat === 'attacker' ? 'Attacker' : seat === 'defender' ? 'Defender' : seat);

export { KIND_WORDS };

/** The unit in one line: name, troop type, discipline, protection, hits. */
export function unitLine(u: Unit): string {
  const left = capacity(u);
  return `${u.profile.name}: ${u.profile.troopType.replace(/-/g, ' ')}, discipline ${u.profile.discipline}, ${u.profile.protection.replace(/-/g, ' ')}${u.profile.missile.length ? `, ${u.profile.missile.map((m) => m.weapon).join(', ')}` : ''}; ${u.hits} hit${u.hits === 1 ? '' : 's'}, routs after ${left} more`;
}

/** The circumstances that apply to the kind, in words with their clauses. */
export function circumstances(o: RefereeOptions): { text: string; clause: string }[] {
  const out: { text: string; clause: string }[] = [];
  if (o.kind === 'shooting') {
    const s = o.shooting;
    out.push({ text: `range ${s.range} DU`, clause: '9 Range' });
    if (s.moved) out.push({ text: 'moved before shooting', clause: '9 Combat dice' });
    if (s.shooterInDifficult) out.push({ text: 'shooter in difficult terrain', clause: '9 Combat dice' });
    if (s.targetInCover) out.push({ text: 'target in cover', clause: '9 Effect of cover' });
    if (s.targetAltitude !== 'ground') out.push({ text: `target flying ${s.targetAltitude}`, clause: 'A1 Flying Units' });
    if (s.bonuses || s.magicBonuses)
      out.push({
        text: `${s.bonuses} bonus${s.bonuses === 1 ? '' : 'es'} from action dice, ${s.magicBonuses} from a boost`,
        clause: '9 Bonus Combat dice',
      });
    if (s.protect) out.push({ text: `protect spell level ${s.protect} on the target`, clause: 'SSF-A19' });
  } else if (o.kind === 'melee') {
    const m = o.melee;
    out.push({ text: m.charging ? 'the attacker charged' : 'no charge', clause: 'SSF-A3' });
    if (m.flank) out.push({ text: "on the defender's flank", clause: 'F7' });
    if (m.attackerInDifficult) out.push({ text: 'attacker in difficult terrain', clause: 'F8' });
    if (m.defenderInDifficult) out.push({ text: 'defender in difficult terrain', clause: 'F8' });
    if (m.attackerSupports || m.defenderSupports)
      out.push({ text: `supports: attacker ${m.attackerSupports}, defender ${m.defenderSupports}`, clause: 'F9' });
    if (m.attackerBonuses || m.defenderBonuses)
      out.push({ text: `bonuses: attacker ${m.attackerBonuses}, defender ${m.defenderBonuses}`, clause: 'F4' });
  } else {
    const s = o.spell;
    out.push({ text: `level ${s.level} ${s.form} attack at ${s.range} DU`, clause: '17 Attack Spell' });
  }
  return out;
}

export function eventLines(view: Pick<RefereeView, 'units'>, events: readonly { type: string; clause?: string }[]): EventLine[] {
  const n = nameOfIn(nameIndex(view));
  return events.flatMap((e) => {
    const l = describeSsfEvent(e, n);
    return l ? [l] : [];
  });
}

export const outcomeOf = (v: RefereeView): Outcome | null => v.outcome ?? null;
export const toActOf = (v: RefereeView): Seat[] => (v.outcome ? [] : ['attacker']);
/** The situation and whether it is resolved, in the system's words. */
export const summaryOf = (v: RefereeView): string => system.describe.decision('sword-and-spear-referee', v);

// ---------------------------------------------------------------- the home page's editor

export const OPTION_KEYS = ['kind', 'attacker', 'defender', 'shooting', 'melee', 'spell', 'rules'] as const;

export const PRESETS = REFEREE_PRESETS;

/** The options of a preset (or JSON) as option keys to set: every key, undefined where absent. */
export function optionEntries(input: RefereeInput): [string, unknown][] {
  const rec = input as Record<string, unknown>;
  return OPTION_KEYS.map((k) => [k, rec[k]]);
}

/** JSON typed by the referee: an object, or what is wrong with it. */
export function parseSpec(text: string): { ok: true; value: RefereeInput } | { ok: false; error: string } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Not JSON: ${(e as Error).message}` };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return { ok: false, error: 'The situation is a JSON object: { "kind": "shooting", "attacker": …, "defender": … }.' };
  const unknown = Object.keys(v).filter((k) => !(OPTION_KEYS as readonly string[]).includes(k));
  if (unknown.length)
    return {
      ok: false,
      error: `Unknown key${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')} (allowed: ${OPTION_KEYS.join(', ')}).`,
    };
  return { ok: true, value: v as RefereeInput };
}
