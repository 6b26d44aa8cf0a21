/** Sauron in the terminal: `warband play sauron` (the same game as `warband sauron play`), and `warband sauron ...`. */
import type { Side } from '../../rulesets/sauron/index.js';
import type { CliSystem } from '../system.js';
import { addSauronCommands } from './sauron.js';
import { runSauronPlay } from './sauron-play.js';

export const sauronCli: CliSystem = {
  id: 'sauron',
  play: {
    ruleset: 'sauron',
    seats: ['westernesse', 'sauron', 'third'],
    seatWords: 'westernesse, sauron or third (the third player of 16.69)',
    refuse: (game) => (game.deploy ? '--deploy is not for sauron: the scenario places the armies.' : null),
    run: (game, input, output) =>
      runSauronPlay(
        {
          hotseat: game.hotseat,
          level: game.level,
          seat: game.seat as Side | 'third',
          seed: game.seed,
          options: game.options,
          ...(game.save ? { save: game.save } : {}),
        },
        input,
        output,
      ),
  },
  commands: addSauronCommands,
};

export default sauronCli;
