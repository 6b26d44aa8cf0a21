/** Swords & Wizardry in the terminal: `warband play swords-and-wizardry` (play.ts's screen in the shared loop), `warband wizardry referee`, and `warband replay` of its records. */
import type { CliSystem } from '../system.js';
import { swPlay } from './play.js';
import { addWizardryCommands } from './referee.js';
import { swReview } from './review.js';

export const swordsAndWizardryCli: CliSystem = {
  id: 'swords-and-wizardry',
  play: swPlay,
  review: swReview,
  commands: addWizardryCommands,
};

export default swordsAndWizardryCli;
