/**
 * The test surface of Swords & Wizardry: positions laid out square by square, for the tests of other
 * layers (the computer players'). Only tests import this file; programs import index.ts.
 */
export { position, type Layout } from './test-helpers.js';
