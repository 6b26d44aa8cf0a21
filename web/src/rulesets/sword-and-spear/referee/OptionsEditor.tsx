/**
 * The home page's situation picker for the referee (shell/JsonOptionsEditor.tsx): a preset by name, or the
 * referee's options as JSON in a textarea (started from the preset chosen). JSON that does not parse holds
 * the form back; the server checks the rest when the game is created and its refusal, with the clause,
 * shows below. The first preset is the ruleset's defaults: a game made without touching the editor gets it.
 */
import { JsonOptionsEditor, type EditorInput, type JsonExample } from '../../../shell/JsonOptionsEditor.js';
import type { OptionsEditorProps } from '../../registry.js';
import { optionEntries, parseSpec, PRESETS } from './logic.js';

type Input = Parameters<typeof optionEntries>[0];

const examples: readonly JsonExample[] = PRESETS.map((p) => ({
  id: p.id,
  name: p.name,
  line: p.about,
  text: JSON.stringify(p.options, null, 2),
}));
/** Every option key of a preset or of JSON that parsed; nothing for text that did not. */
const options = (input: EditorInput<Input>): [string, unknown][] =>
  'example' in input
    ? optionEntries(PRESETS.find((p) => p.id === input.example)!.options)
    : 'value' in input
      ? optionEntries(input.value)
      : [];
const ids = {
  field: 'ssf-referee-situation',
  radio: 'ssf-referee-situation',
  json: 'ssf-referee-json',
  custom: 'ssf-referee-custom',
  error: 'ssf-referee-error',
};

export function RefereeOptionsEditor(props: OptionsEditorProps) {
  return (
    <JsonOptionsEditor
      {...props}
      label="Situation"
      examples={examples}
      custom={{ name: 'Your own', line: 'the two units and the circumstances as JSON, started from the preset chosen' }}
      jsonLabel="Situation (JSON): kind (shooting, melee, spell), attacker and defender (a profile id and hits, or a whole profile), and the circumstances under shooting, melee or spell"
      rows={14}
      help="The fields are described in docs/web.md (“Sword & Spear Fantasy”) and src/rulesets/sword-and-spear/referee.ts; profile ids come from the army lists."
      parse={parseSpec}
      toOptions={options}
      refusalOf="the situation"
      ids={ids}
    />
  );
}
