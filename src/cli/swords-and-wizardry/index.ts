/** Swords & Wizardry in the terminal: `warband play swords-and-wizardry`, `warband wizardry referee`, and `warband replay` of its records. */
import type { SwSeat } from '../../rulesets/swords-and-wizardry/index.js';
import type { CliSystem } from '../system.js';
import { runPlay } from './play.js';
import { addWizardryCommands } from './referee.js';
import { swReview } from './review.js';

export const swordsAndWizardryCli: CliSystem = {
  id: 'swords-and-wizardry',
  play: {
    ruleset: 'swords-and-wizardry',
    seats: ['red', 'black'],
    seatWords: 'red or black',
    refuse: (game) =>
      game.hotseat && game.deploy
        ? '--deploy is for a game against the computer; in hot-seat each player types deploy <file> at the prompt.'
        : null,
    run: (game, input, output) =>
      runPlay(
        {
          hotseat: game.hotseat,
          level: game.level,
          seat: game.seat as SwSeat,
          seed: game.seed,
          options: game.options,
          color: game.color,
          ...(game.save ? { save: game.save } : {}),
          ...(game.deploy ? { deploy: game.deploy } : {}),
        },
        input,
        output,
      ),
  },
  review: swReview,
  commands: addWizardryCommands,
};

export default swordsAndWizardryCli;
