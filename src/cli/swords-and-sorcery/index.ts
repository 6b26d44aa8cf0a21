/** Swords & Sorcery in the terminal: `warband play swords-and-sorcery`, and the battle referee's `warband odds` and `warband battle`. */
import type { CliSystem } from '../system.js';
import { addBattleCommands } from './commands.js';
import { runSsPlay, type SsSeat } from './ss-play.js';

export const swordsAndSorceryCli: CliSystem = {
  id: 'swords-and-sorcery',
  play: {
    ruleset: 'swords-and-sorcery',
    seats: ['west', 'east'],
    seatWords: 'west or east',
    refuse: (game) => (game.deploy ? '--deploy is not for swords-and-sorcery: the scenario places the forces.' : null),
    run: (game, input, output) =>
      runSsPlay(
        {
          hotseat: game.hotseat,
          level: game.level,
          seat: game.seat as SsSeat,
          seed: game.seed,
          options: game.options,
          color: game.color,
          ...(game.save ? { save: game.save } : {}),
        },
        input,
        output,
      ),
  },
  commands: addBattleCommands,
};

export default swordsAndSorceryCli;
