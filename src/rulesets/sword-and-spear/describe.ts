/**
 * Sword & Spear Fantasy events in words, each with the clause the rules cite: the game's (game.ts) and
 * the referee's (referee.ts). The web log and the CLI both use it; `nameOf` turns ids (units,
 * characters, seats) into the names players know.
 *
 *   describeSsfEvent({ type: 'die-given', clause: 'F1', side: 'a', unit: 'elf-spears-1', value: 4 }, names)
 *   // { text: 'Elven Host give a 4 to Elf Spears', clause: 'F1' }
 */
export interface EventLine {
  readonly text: string;
  readonly clause: string;
  readonly tone?: 'info' | 'result' | 'end';
  /** Starts a new step of the game (numbered in the log). */
  readonly move?: boolean;
}

type Ev = { readonly type: string; readonly clause?: string; readonly [k: string]: unknown };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (xs: unknown) => (Array.isArray(xs) ? xs.join(' ') : '');

interface SideResult {
  readonly id: string;
  readonly dice: number;
  readonly roll: readonly number[];
  readonly tests: readonly { readonly roll: number; readonly passed: boolean }[];
  readonly hits: number;
  readonly routed: boolean;
}

function meleeSide(r: SideResult, name: string): string {
  const tests = r.tests.length ? `, tests ${r.tests.map((t) => `${t.roll}${t.passed ? ' passed' : ' failed'}`).join(', ')}` : '';
  return `${name} rolled ${r.dice} (${r.roll.join(' ')})${tests}: ${plural(r.hits, 'hit')}${r.routed ? ', routs' : ''}`;
}

/** One line for an event, or null for one players need not read. */
export function describeSsfEvent(e: Ev, nameOf: (id: string) => string): EventLine | null {
  const c = e.clause ?? '';
  const n = (k: string) => nameOf(String(e[k] ?? ''));
  const line = (text: string, tone: EventLine['tone'] = 'info', move = false): EventLine => ({ text, clause: c, tone, ...(move ? { move } : {}) });
  switch (e.type) {
    case 'turn':
      return line(`Turn ${String(e.turn)} begins`, 'info', true);
    case 'magic-power': {
      const power = (e.power ?? {}) as Record<string, number>;
      const parts = Object.entries(power).map(([id, p]) => `${nameOf(id)} ${p}`);
      return line(`Magic power rolled (${list(e.rolls)}): ${parts.join(', ') || 'none'}`);
    }
    case 'action-phase': {
      const drawn = (e.drawn ?? {}) as Record<string, number>;
      const rolled = (e.rolled ?? {}) as Record<string, readonly number[]>;
      const sides = Object.keys(drawn).map((s) => `${nameOf(s)} ${plural(drawn[s]!, 'die', 'dice')} (${(rolled[s] ?? []).join(' ')})`);
      return line(`Action phase ${String(e.phase)}: drawn ${sides.join(', ')}; ${n('initiative')} have the initiative`, 'info', true);
    }
    case 'die-given':
      return line(`${n('side')} give a ${String(e.value)} to ${n('unit')}`);
    case 'allocation-done':
      return line(`${n('side')} have allocated their dice${Array.isArray(e.unused) && e.unused.length ? ` (${list(e.unused)} unused)` : ''}`);
    case 'activated':
      return line(`${n('unit')} activated with ${list(e.dice)}`, 'info', true);
    case 'spell': {
      const what = e.spell === 'attack' ? `a level ${String(e.level)} ${String(e.form)} attack spell at ${n('target')}` : e.spell === 'boost' ? `boost ${String(e.level)} on ${n('target')} (+${String(e.bonuses)} bonuses)` : e.spell === 'protect' ? `protect ${String(e.level)} on ${n('target')}` : `rally/heal ${String(e.level)} on ${n('target')} (${plural(Number(e.healed ?? 0), 'hit')} removed)`;
      return line(`${n('user')} casts ${what}, ${String(e.cost)} power`);
    }
    case 'hold':
      return line(`${n('unit')} holds`);
    case 'deferred':
      return line(`${n('unit')} defers its action`);
    case 'rallied':
      return line(`${n('unit')} rallies: ${plural(Number(e.removed), 'hit')} removed`, 'result');
    case 'moved': {
      const turn = Number(e.turn ?? 0);
      return line(`${n('unit')} ${String(e.order)}${turn ? ` turns ${turn > 0 ? 'left' : 'right'} ${Math.abs(turn)}° and` : ''} moves ${String(e.distance)} DU${Number(e.bonusesUsed) ? ` (${plural(Number(e.bonusesUsed), 'bonus', 'bonuses')} spent)` : ''}`);
    }
    case 'charged':
      return line(`${n('unit')} charges ${n('target')} in the ${String(e.side)}, ${Number(e.distance).toFixed(1)} DU`);
    case 'shot-declared':
      return line(`${n('unit')} shoots at ${n('target')}: a protect spell may be cast`);
    case 'shot':
      return line(`${n('unit')} shoots at ${n('target')} at ${Number(e.range).toFixed(1)} DU: ${String(e.shooterDice)} dice against ${String(e.targetDice)}`);
    case 'shooting-dice':
      return line(`Dice: ${list(e.shooter) || 'none'} against ${list(e.target) || 'none'}`);
    case 'pair':
      return line(`Pair ${String(e.attacker)} (${String(e.adjusted)} after protection) against ${String(e.defender)}: ${e.result === 'hit' ? 'a hit' : e.result === 'test' ? 'a discipline test' : 'nothing'}`);
    case 'discipline-test':
      return line(`${e.unit ? `${n('unit')}: ` : ''}discipline test (${String(e.cause)}) at ${String(e.discipline)}: rolled ${String(e.roll)}, ${e.passed ? 'passed' : 'failed, a hit'}`, e.passed ? 'info' : 'result');
    case 'hits':
      return line(`${e.unit ? `${n('unit')} takes ` : ''}${plural(Number(e.hits), 'hit')}`, 'result');
    case 'routed':
      return line(`${e.unit ? n('unit') : 'The target'} routs${e.value !== undefined ? ` (army value ${String(e.value)} lost)` : ''}`, 'result');
    case 'commander-risk':
      return line(`${n('character')} with the routing unit: rolled ${String(e.roll)}, ${e.killed ? 'killed' : 'escapes'}`, 'result');
    case 'shot-at-character':
      return line(`${n('unit')} shoots at ${n('character')}, alone`);
    case 'charged-character':
      return line(`${n('unit')} charges ${n('character')}, alone, ${Number(e.distance).toFixed(1)} DU`);
    case 'character-risk':
      return line(`${n('character')} ${e.cause === 'shot' ? 'shot at' : 'contacted'}: rolled ${String(e.roll)}, ${e.killed ? 'killed' : 'survives'}`, 'result');
    case 'character-fled':
      return line(`${n('character')} flees to ${n('unit')}`, 'result');
    case 'character-killed':
      return line(`${n('character')} is killed: no friendly unit to flee to`, 'result');
    case 'melee': {
      if (typeof e.attacker === 'object' && e.attacker !== null) {
        const a = e.attacker as SideResult;
        const d = e.defender as SideResult;
        return line(`Melee: ${meleeSide(a, nameOf(a.id))}; ${meleeSide(d, nameOf(d.id))}`, 'result');
      }
      const a = e.a as SideResult;
      const b = e.b as SideResult;
      const winner = e.winner ? `${nameOf(String(e.winner))} wins` : 'drawn';
      return line(`Melee, ${n('attacker')} against ${n('defender')}${e.charging ? ' (charge)' : ''}: ${meleeSide(a, nameOf(a.id))}; ${meleeSide(b, nameOf(b.id))}; ${winner}`, 'result');
    }
    case 'pursued':
      return line(`${n('unit')} pursues ${String(e.distance)} DU`);
    case 'commander-rally':
      return line(`${n('character')} rallies ${n('unit')}: rolled ${String(e.roll)}, ${e.passed ? 'a hit removed' : 'failed'}`);
    case 'regenerate':
      return line(`${n('unit')} regenerates: rolled ${String(e.roll)}${e.healed ? ', a hit removed' : ''}`);
    case 'end-phase':
      return line('End phase: commanders and magic-users move, rally/heal spells', 'info', true);
    case 'character-moved':
      return line(`${n('character')} ${e.attached ? 'joins' : 'moves behind'} ${n('unit')}`);
    case 'game-over':
      return line(e.winner ? `${n('winner')} win the battle` : 'The battle ends drawn', 'end');
    default:
      return null;
  }
}
