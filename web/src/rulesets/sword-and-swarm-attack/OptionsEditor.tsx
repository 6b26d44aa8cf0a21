/**
 * The home page's attack picker for the Sword & Swarm referee: one of the bundled examples
 * (data/attacks.json) by name, or an attack spec of one's own as JSON, started from the example chosen.
 * Text that is not JSON holds the form back; a spec the server's own checks refuse is listed as a hint
 * and still sent, so the server's refusal is what counts (shown below).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { OptionsEditorProps } from '../registry.js';
import { EXAMPLES, specFromText, specLine, specProblems } from './logic.js';

const CUSTOM = '(custom)';

export function AttackOptionsEditor({ setOption, error }: OptionsEditorProps) {
  const [choice, setChoice] = useState<string>(EXAMPLES[0]?.id ?? CUSTOM);
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const example = EXAMPLES.find((e) => e.id === choice) ?? null;
  const parsed = useMemo(() => (choice === CUSTOM ? specFromText(text) : null), [choice, text]);
  const problems = useMemo(() => (parsed?.ok ? specProblems(parsed.value) : []), [parsed]);
  useEffect(() => {
    area.current?.setCustomValidity(parsed && !parsed.ok ? parsed.error : '');
  }, [parsed]);

  const pick = (id: string) => {
    setChoice(id);
    if (id !== CUSTOM) return setOption('attack', id);
    const start = text || (example ?? EXAMPLES[0])?.text || '';
    setText(start);
    const p = specFromText(start);
    setOption('attack', p.ok ? p.value : start);
  };
  const edit = (value: string) => {
    setText(value);
    const p = specFromText(value);
    setOption('attack', p.ok ? p.value : value);
  };

  return (
    <div class="field" data-testid="sws-attack-pick">
      <span class="field-label">Attack</span>
      <div class="choice-row">
        {EXAMPLES.map((e) => (
          <label key={e.id} class={`choice${choice === e.id ? ' on' : ''}`}>
            <input type="radio" name="sws-attack" value={e.id} checked={choice === e.id} onChange={() => pick(e.id)} /> <strong>{e.spec.name}</strong>{' '}
            <span class="muted">{specLine(e.spec)}</span>
          </label>
        ))}
        <label class={`choice${choice === CUSTOM ? ' on' : ''}`}>
          <input type="radio" name="sws-attack" value={CUSTOM} checked={choice === CUSTOM} onChange={() => pick(CUSTOM)} /> <strong>Your own attack</strong>{' '}
          <span class="muted">an attack spec as JSON, started from the example chosen</span>
        </label>
      </div>
      {choice === CUSTOM && (
        <>
          <label for="sws-attack-json" class="field-label">
            Attack spec (JSON): kind (ranged, melee, deflection), attacker and defender (an id or a whole character sheet), weapon, range, cover, tookCover, prone, aim,
            elevated, moved, charged, wavering, defenderStar, impact
          </label>
          <textarea
            id="sws-attack-json"
            ref={area}
            rows={14}
            spellcheck={false}
            autocomplete="off"
            value={text}
            onInput={(e) => edit((e.target as HTMLTextAreaElement).value)}
            data-testid="sws-attack-json"
            style={{ width: '100%', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85rem' }}
            aria-invalid={!!parsed && !parsed.ok}
          />
          {parsed && !parsed.ok && (
            <p class="error-text" role="alert">
              {parsed.error}
            </p>
          )}
          {parsed?.ok && problems.length === 0 && <p class="muted">The rules accept this attack. The server checks it again when the game starts.</p>}
          {problems.length > 0 && (
            <p class="error-text" data-testid="sws-attack-problems">
              The server will refuse this attack: {problems.join('; ')}
            </p>
          )}
          <p class="muted">Characters are named by their id in src/rulesets/sword-and-swarm/data/warbands/ or data/swarm.json; range is base edge to base edge in inches (SWS-A8).</p>
        </>
      )}
      {error && (
        <p class="error-text" role="alert" data-testid="sws-attack-error">
          The server refused the game: {error.message}
        </p>
      )}
    </div>
  );
}
