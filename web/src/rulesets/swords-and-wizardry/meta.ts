/**
 * What the home page shows of this system before its interface is fetched (registry.ts RulesetMeta):
 * plain data, importing nothing, so the start page stays small.
 */
import type { RulesetMeta } from '../registry.js';

export const swordsAndWizardryMeta: RulesetMeta = {
  id: 'swords-and-wizardry',
  name: 'Swords & Wizardry',
  blurb: 'Two hidden armies of 36 pieces, a lake, two forests and six castles. Challenge, identify, and rescue the opposing Princess.',
  seats: ['red', 'black'],
  seatName: (seat) => ({ red: 'Red', black: 'Black' })[seat] ?? seat,
  seatColor: (seat) => (seat === 'red' ? '#b3261e' : '#23262d'),
  // A crop of docs/screenshots, served as a hashed asset and fetched lazily by the home page.
  picture: new URL('./picture.jpg', import.meta.url).href,
};
