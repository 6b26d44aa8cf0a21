/**
 * Dice rolled at the table and typed in (docs/protocol.md, `dice`): a referee's panel for hot-seat
 * games. While it is on, the next action carries the typed dice and the rules read them in order
 * instead of the server's. Too few are refused with the die to roll next ("roll one more d6"), too
 * many or an impossible face too, and the game does not move; the typed dice stay for correcting.
 *
 *   const table = useTableDice(props.mode === 'hotseat');
 *   const d = table.dice();  if (d !== null && (await act(action, d))) table.used();
 *   ...  {table.panel}
 */
import type { VNode } from 'preact';
import { useState } from 'preact/hooks';

/** "6 1, 3" -> [6, 1, 3]; anything that is not a whole number is an error the player sees. */
export function parseTableDice(text: string): { dice: number[] } | { error: string } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const dice: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return { error: `'${p}' is not a die face` };
    dice.push(Number(p));
  }
  return { dice };
}

export interface TableDice {
  /**
   * The dice to send with the next action (possibly none yet: the rules then ask for the first), undefined
   * for the server's own dice, or null while what is typed cannot be read (send nothing).
   */
  dice(): number[] | undefined | null;
  /** The action went through: the typed dice were used up. */
  used(): void;
  /** The panel to place beside the decision; null where typed dice are not taken. */
  readonly panel: VNode | null;
}

export function useTableDice(allowed: boolean, hint?: string): TableDice {
  const [on, setOn] = useState(false);
  const [text, setText] = useState('');
  const parsed = parseTableDice(text);
  const panel = allowed ? (
    <div class="card table-dice" data-testid="table-dice">
      <label class="table-dice-toggle">
        <input type="checkbox" checked={on} onChange={(e) => setOn((e.target as HTMLInputElement).checked)} data-testid="table-dice-on" />{' '}
        Roll at the table and type the dice in
      </label>
      {on && (
        <>
          <input
            class="table-dice-input"
            inputMode="numeric"
            placeholder="e.g. 4 6"
            value={text}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            aria-label="Dice rolled at the table, in order"
            data-testid="table-dice-input"
          />
          <p class="muted">
            {'error' in parsed ? <span class="table-dice-error">{parsed.error}</span> : `${parsed.dice.length} typed. `}
            {hint ?? 'They are read in the order the rules roll them; if more are needed the game says which die to roll next and waits.'}
          </p>
        </>
      )}
    </div>
  ) : null;
  return {
    dice: () => (!allowed || !on ? undefined : 'dice' in parsed ? parsed.dice : null),
    used: () => setText(''),
    panel,
  };
}
