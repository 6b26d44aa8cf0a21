/**
 * The players' words at a terminal game's prompt (docs/cli.md): `resign`, `draw` (offer, or accept the
 * other side's offer) and `takeback`, the same in every system's play loop, which calls this for them.
 * The match decides (Match.resign, agreeDraw, takebackRefusal); the computer declines every draw, the
 * rule the server's computer seats follow too (docs/protocol.md, "Resign, draw, takeback").
 *
 *   const controls = playerControls(match, { hotseat, humans });
 *   const said = controls(word, seat); // null: not one of these words
 *   if (said) { out(said.text); if (said.changed) return 'acted'; }
 */
import type { Result } from '../core/result.js';
import type { RuleError } from '../core/rule-error.js';
import type { Outcome, Seat } from '../core/ruleset.js';

/** What of a match these words need (Match has it all). */
export interface Controllable {
  readonly actions: readonly { readonly seat: Seat }[];
  resign(seat: Seat): Result<Outcome, RuleError>;
  agreeDraw(seat: Seat): Result<Outcome, RuleError>;
  takebackPoint(seats: readonly Seat[]): number | null;
  takeBack(to: number): Result<readonly unknown[], RuleError>;
}

/** What a word did: the words to print, and whether the game changed (the loop then looks again at whose turn it is). */
export interface Said {
  readonly text: string;
  readonly changed: boolean;
}

export function playerControls(
  match: Controllable,
  how: { readonly hotseat: boolean; readonly humans: readonly Seat[] },
): (word: string, seat: Seat) => Said | null {
  // A draw offered at the keyboard (hot-seat): it stands until the other side moves.
  let offer: { readonly by: Seat; readonly at: number } | null = null;
  const refused = (e: RuleError): Said => ({ text: `Refused: ${e.message} [${e.clause}]`, changed: false });
  return (word, seat) => {
    switch (word.trim().toLowerCase()) {
      case 'resign': {
        const r = match.resign(seat);
        return r.ok ? { text: r.value.reason, changed: true } : refused(r.error);
      }
      case 'draw': {
        if (!how.hotseat) return { text: 'The computer declines the draw.', changed: false };
        const standing = offer && match.actions.slice(offer.at).every((a) => a.seat === offer!.by) ? offer : null;
        if (standing && standing.by !== seat) {
          const r = match.agreeDraw(seat);
          offer = null;
          return r.ok ? { text: r.value.reason, changed: true } : refused(r.error);
        }
        offer = { by: seat, at: match.actions.length };
        return { text: 'A draw is offered: the other player types draw to accept, or plays on.', changed: false };
      }
      case 'takeback': {
        const to = match.takebackPoint(how.hotseat ? how.humans : [seat]);
        if (to === null) return { text: 'You have taken no action that could be taken back.', changed: false };
        const n = match.actions.length - to;
        const r = match.takeBack(to);
        return r.ok ? { text: `Taken back: ${n === 1 ? 'one action' : `${n} actions`}.`, changed: true } : refused(r.error);
      }
      default:
        return null;
    }
  };
}
