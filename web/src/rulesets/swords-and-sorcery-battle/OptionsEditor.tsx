/**
 * The home page's battle picker for a refereed battle: one of the bundled examples by name, or a battle
 * spec of the referee's own as JSON in a textarea (started from an example's file). Text that is not
 * JSON stops the form (the browser's own validation message); a spec the tables refuse is listed as a
 * hint, and is still sent, so the server's own refusal is what counts (shown below the textarea).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { OptionsEditorProps } from '../registry.js';
import { EXAMPLES, specFromText, specLine, specProblems } from './logic.js';

const CUSTOM = '(custom)';

export function BattleOptionsEditor({ setOption, error }: OptionsEditorProps) {
  const [choice, setChoice] = useState<string>(EXAMPLES[0]?.id ?? CUSTOM);
  const [text, setText] = useState<string>('');
  const area = useRef<HTMLTextAreaElement>(null);
  const example = EXAMPLES.find((e) => e.id === choice) ?? null;
  const parsed = useMemo(() => (choice === CUSTOM ? specFromText(text) : null), [choice, text]);
  const problems = useMemo(() => (parsed?.ok ? specProblems(parsed.value) : []), [parsed]);

  // Text that is not JSON holds the form back, with the browser's validation bubble.
  useEffect(() => {
    area.current?.setCustomValidity(parsed && !parsed.ok ? parsed.error : '');
  }, [parsed]);

  const pick = (id: string) => {
    setChoice(id);
    if (id === CUSTOM) {
      const start = text || (example ?? EXAMPLES[0])?.text || '';
      setText(start);
      const p = specFromText(start);
      setOption('battle', p.ok ? p.value : start);
    } else {
      setOption('battle', id);
    }
  };
  const edit = (value: string) => {
    setText(value);
    const p = specFromText(value);
    setOption('battle', p.ok ? p.value : value);
  };

  return (
    <div class="field" data-testid="referee-battle">
      <span class="field-label">Battle</span>
      <div class="choice-row">
        {EXAMPLES.map((e) => (
          <label key={e.id} class={`choice${choice === e.id ? ' on' : ''}`}>
            <input type="radio" name="referee-battle" value={e.id} checked={choice === e.id} onChange={() => pick(e.id)} /> <strong>{e.spec.name}</strong>{' '}
            <span class="muted">{specLine(e.spec)}</span>
          </label>
        ))}
        <label class={`choice${choice === CUSTOM ? ' on' : ''}`}>
          <input type="radio" name="referee-battle" value={CUSTOM} checked={choice === CUSTOM} onChange={() => pick(CUSTOM)} /> <strong>Your own battle</strong>{' '}
          <span class="muted">a battle spec as JSON, started from the example chosen</span>
        </label>
      </div>
      {example?.spec.about && <p class="muted">{example.spec.about}</p>}
      {choice === CUSTOM && (
        <>
          <label for="referee-battle-json" class="field-label">
            Battle spec (JSON): terrain, the two sides' units by type and count, custom units, characters, reinforcements
          </label>
          <textarea
            id="referee-battle-json"
            ref={area}
            rows={18}
            spellcheck={false}
            autocomplete="off"
            value={text}
            onInput={(e) => edit((e.target as HTMLTextAreaElement).value)}
            data-testid="referee-battle-json"
            style={{ width: '100%', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85rem' }}
            aria-invalid={!!parsed && !parsed.ok}
          />
          {parsed && !parsed.ok && (
            <p class="error-text" role="alert">
              {parsed.error}
            </p>
          )}
          {parsed?.ok && problems.length === 0 && <p class="muted">The tables accept this battle. The server checks it again when the game starts.</p>}
          {problems.length > 0 && (
            <div class="error-text" data-testid="referee-battle-problems">
              The server will refuse this battle:
              <ul>
                {problems.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
            </div>
          )}
          <p class="muted">
            The fields are described in docs/swords-and-sorcery/referee.md (“A battle file”); unit types come from data/units.json, characters from data/characters.json,
            and battle options (SSV-A20..A39) go under <code>options</code>.
          </p>
        </>
      )}
      {error && (
        <p class="error-text" role="alert" data-testid="referee-battle-error">
          The server refused the game: {error.message}
        </p>
      )}
    </div>
  );
}
