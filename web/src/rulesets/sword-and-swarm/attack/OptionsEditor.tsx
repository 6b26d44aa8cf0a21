/**
 * The home page's attack picker for the Sword & Swarm referee (shell/JsonOptionsEditor.tsx): one of the
 * bundled examples (data/attacks.json) by name, or an attack spec of one's own as JSON, started from the
 * example chosen. Text that is not JSON holds the form back; a spec the server's own checks refuse is
 * listed as a hint and still sent, so the server's refusal is what counts (shown below).
 */
import { JsonOptionsEditor, singleOption, type JsonExample } from '../../../shell/JsonOptionsEditor.js';
import type { OptionsEditorProps } from '../../registry.js';
import { EXAMPLES, specFromText, specLine, specProblems } from './logic.js';

const examples: readonly JsonExample[] = EXAMPLES.map((e) => ({ id: e.id, name: e.spec.name, line: specLine(e.spec), text: e.text }));
const options = singleOption('attack');
const problems = {
  check: specProblems,
  accepted: 'The rules accept this attack. The server checks it again when the game starts.',
  refused: 'The server will refuse this attack',
  list: false,
  testid: 'sws-attack-problems',
};
const ids = { field: 'sws-attack-pick', radio: 'sws-attack', json: 'sws-attack-json', error: 'sws-attack-error' };

export function AttackOptionsEditor(props: OptionsEditorProps) {
  return (
    <JsonOptionsEditor
      {...props}
      label="Attack"
      examples={examples}
      custom={{ name: 'Your own attack', line: 'an attack spec as JSON, started from the example chosen' }}
      jsonLabel="Attack spec (JSON): kind (ranged, melee, deflection), attacker and defender (an id or a whole character sheet), weapon, range, cover, tookCover, prone, aim, elevated, moved, charged, wavering, defenderStar, impact"
      rows={14}
      help="Characters are named by their id in src/rulesets/sword-and-swarm/data/warbands/ or data/swarm.json; range is base edge to base edge in inches (SWS-A8)."
      parse={specFromText}
      toOptions={options}
      problems={problems}
      refusalOf="the game"
      ids={ids}
    />
  );
}
