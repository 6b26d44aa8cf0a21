/** Property tests over random games, part 1 of 5 (test-random-games-part.ts). */
import { randomGamesPart } from './test-random-games-part.js';

randomGamesPart(1);
