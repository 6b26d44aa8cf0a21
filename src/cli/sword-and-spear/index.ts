/** Sword & Spear in the terminal: `warband play sword-and-spear` (the same game as `warband spear play`), and `warband spear ...`. */
import type { CliSystem } from '../system.js';
import { addSpearCommands } from './spear.js';
import { runSpearPlay } from './spear-play.js';

export const swordAndSpearCli: CliSystem = {
  id: 'sword-and-spear',
  play: {
    ruleset: 'sword-and-spear',
    // SSF-A51: with two players a side, a2 and b2 are the armies' second commands.
    seats: ['a', 'b', 'a2', 'b2'],
    seatWords: "a or b (the scenario's first or second army; a2 or b2 their second commands with --option playersPerSide=2, SSF-A51)",
    refuse: (game) =>
      game.deploy ? '--deploy is not for sword-and-spear: the scenario deploys the armies (--option scenario=skirmish).' : null,
    run: (game, input, output) =>
      runSpearPlay(
        {
          hotseat: game.hotseat,
          level: game.level,
          seat: game.seat,
          seed: game.seed,
          options: game.options,
          ...(game.save ? { save: game.save } : {}),
        },
        input,
        output,
      ),
  },
  commands: addSpearCommands,
};

export default swordAndSpearCli;
