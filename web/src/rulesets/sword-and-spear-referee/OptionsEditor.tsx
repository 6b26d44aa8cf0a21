/**
 * The home page's situation picker for the referee: a preset by name, or the referee's options as JSON
 * in a textarea (started from the preset chosen). JSON that does not parse holds the form back; the
 * server checks the rest when the game is created and its refusal, with the clause, shows below.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { OptionsEditorProps } from '../registry.js';
import { optionEntries, parseSpec, PRESETS } from './logic.js';

const CUSTOM = '(custom)';

export function RefereeOptionsEditor({ setOption, error }: OptionsEditorProps) {
  const [choice, setChoice] = useState<string>(PRESETS[0]!.id);
  const [text, setText] = useState<string>('');
  const area = useRef<HTMLTextAreaElement>(null);
  const preset = PRESETS.find((p) => p.id === choice) ?? null;
  const parsed = useMemo(() => (choice === CUSTOM ? parseSpec(text) : null), [choice, text]);

  useEffect(() => {
    area.current?.setCustomValidity(parsed && !parsed.ok ? parsed.error : '');
  }, [parsed]);
  // The first preset is the ruleset's defaults: a game made without touching the editor gets it.

  const apply = (value: string) => {
    const p = parseSpec(value);
    if (p.ok) for (const [k, v] of optionEntries(p.value)) setOption(k, v);
  };
  const pick = (id: string) => {
    setChoice(id);
    if (id === CUSTOM) {
      const start = text || JSON.stringify((preset ?? PRESETS[0]!).options, null, 2);
      setText(start);
      apply(start);
    } else {
      for (const [k, v] of optionEntries(PRESETS.find((p) => p.id === id)!.options)) setOption(k, v);
    }
  };

  return (
    <div class="field" data-testid="ssf-referee-situation">
      <span class="field-label">Situation</span>
      <div class="choice-row">
        {PRESETS.map((p) => (
          <label key={p.id} class={`choice${choice === p.id ? ' on' : ''}`}>
            <input type="radio" name="ssf-referee-situation" value={p.id} checked={choice === p.id} onChange={() => pick(p.id)} /> <strong>{p.name}</strong> <span class="muted">{p.about}</span>
          </label>
        ))}
        <label class={`choice${choice === CUSTOM ? ' on' : ''}`}>
          <input type="radio" name="ssf-referee-situation" value={CUSTOM} checked={choice === CUSTOM} onChange={() => pick(CUSTOM)} data-testid="ssf-referee-custom" /> <strong>Your own</strong>{' '}
          <span class="muted">the two units and the circumstances as JSON, started from the preset chosen</span>
        </label>
      </div>
      {choice === CUSTOM && (
        <>
          <label for="ssf-referee-json" class="field-label">
            Situation (JSON): kind (shooting, melee, spell), attacker and defender (a profile id and hits, or a whole profile), and the circumstances under shooting, melee or spell
          </label>
          <textarea
            id="ssf-referee-json"
            ref={area}
            rows={14}
            spellcheck={false}
            autocomplete="off"
            value={text}
            onInput={(e) => {
              const v = (e.target as HTMLTextAreaElement).value;
              setText(v);
              apply(v);
            }}
            data-testid="ssf-referee-json"
            style={{ width: '100%', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85rem' }}
            aria-invalid={!!parsed && !parsed.ok}
          />
          {parsed && !parsed.ok && (
            <p class="error-text" role="alert">
              {parsed.error}
            </p>
          )}
          <p class="muted">The fields are described in docs/web.md (“Sword &amp; Spear Fantasy”) and src/rulesets/sword-and-spear/referee.ts; profile ids come from the army lists.</p>
        </>
      )}
      {error && (
        <p class="error-text" role="alert" data-testid="ssf-referee-error">
          The server refused the situation: {error.message}
        </p>
      )}
    </div>
  );
}
