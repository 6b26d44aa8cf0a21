/**
 * The home page's battle picker for a refereed battle (shell/JsonOptionsEditor.tsx): one of the bundled
 * examples by name, or a battle spec of the referee's own as JSON in a textarea (started from an example's
 * file). Text that is not JSON stops the form (the browser's own validation message); a spec the tables
 * refuse is listed as a hint, and is still sent, so the server's own refusal is what counts (shown below
 * the textarea).
 */
import { JsonOptionsEditor, singleOption, type JsonExample } from '../../../shell/JsonOptionsEditor.js';
import type { OptionsEditorProps } from '../../registry.js';
import { EXAMPLES, specFromText, specLine, specProblems } from './logic.js';

const examples: readonly JsonExample[] = EXAMPLES.map((e) => ({
  id: e.id,
  name: e.spec.name,
  line: specLine(e.spec),
  about: e.spec.about,
  text: e.text,
}));
const options = singleOption('battle');
const problems = {
  check: specProblems,
  accepted: 'The tables accept this battle. The server checks it again when the game starts.',
  refused: 'The server will refuse this battle',
  list: true,
  testid: 'referee-battle-problems',
};
const ids = { field: 'referee-battle', radio: 'referee-battle', json: 'referee-battle-json', error: 'referee-battle-error' };

export function BattleOptionsEditor(props: OptionsEditorProps) {
  return (
    <JsonOptionsEditor
      {...props}
      label="Battle"
      examples={examples}
      custom={{ name: 'Your own battle', line: 'a battle spec as JSON, started from the example chosen' }}
      jsonLabel="Battle spec (JSON): terrain, the two sides' units by type and count, custom units, characters, reinforcements"
      rows={18}
      help={
        <>
          The fields are described in docs/swords-and-sorcery/referee.md (“A battle file”); unit types come from data/units.json, characters
          from data/characters.json, and battle options (SSV-A20..A39) go under <code>options</code>.
        </>
      }
      parse={specFromText}
      toOptions={options}
      problems={problems}
      refusalOf="the game"
      ids={ids}
    />
  );
}
