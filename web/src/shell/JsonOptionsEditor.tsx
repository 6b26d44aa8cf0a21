/**
 * A referee page's editor on the home page (a RulesetUi's `OptionsEditor`): one of the bundled examples by
 * name, or the ruleset's options as JSON of the referee's own in a textarea, started from the example
 * chosen. Text that `parse` refuses holds the form back (the browser's validation bubble, and the reason
 * below the textarea); what `problems` finds is listed as a hint while typing and still sent, so the
 * server's own refusal (`error`, shown below) is what counts. Each ruleset configures it:
 *
 *   <JsonOptionsEditor {...props} label="Attack" examples={examples} parse={specFromText} toOptions={singleOption('attack')}
 *     ids={{ field: 'sws-attack-pick', radio: 'sws-attack', json: 'sws-attack-json', error: 'sws-attack-error' }} ... />
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { OptionsEditorProps } from '../rulesets/registry.js';

const CUSTOM = '(custom)';

export interface JsonExample {
  readonly id: string;
  readonly name: string;
  /** One line beside the name. */
  readonly line: string;
  /** Shown below the choices while this example is chosen. */
  readonly about?: string;
  /** The JSON to start one's own from. */
  readonly text: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** What the editor has: an example by id, JSON that parsed, or text that did not. */
export type EditorInput<T> = { example: string } | { value: T } | { text: string };

/** One option holds it all: an example's id, the parsed JSON, or the text itself (the server refuses it). */
export const singleOption =
  (key: string) =>
  (input: EditorInput<unknown>): [string, unknown][] => [
    [key, 'example' in input ? input.example : 'value' in input ? input.value : input.text],
  ];

export interface JsonOptionsEditorConfig<T> {
  /** The field's name ("Battle"). */
  readonly label: string;
  readonly examples: readonly JsonExample[];
  /** The own-JSON choice: its name and line. */
  readonly custom: { readonly name: string; readonly line: string };
  /** The textarea's label, its rows, and the help under it. */
  readonly jsonLabel: string;
  readonly rows: number;
  readonly help: ComponentChildren;
  readonly parse: (text: string) => Parsed<T>;
  /** The options to set for what the editor has. */
  readonly toOptions: (input: EditorInput<T>) => [string, unknown][];
  /** What the server will refuse in parsed JSON, with the words around it. */
  readonly problems?: {
    readonly check: (value: T) => string[];
    /** Shown when nothing is found. */
    readonly accepted: string;
    /** "The server will refuse this battle". */
    readonly refused: string;
    /** A list, or one paragraph with the problems joined by "; ". */
    readonly list: boolean;
    readonly testid: string;
  };
  /** "the game", "the situation": what the server's refusal is of. */
  readonly refusalOf: string;
  readonly ids: { readonly field: string; readonly radio: string; readonly json: string; readonly custom?: string; readonly error: string };
}

export function JsonOptionsEditor<T>({
  setOption,
  error,
  label,
  examples,
  custom,
  jsonLabel,
  rows,
  help,
  parse,
  toOptions,
  problems: checks,
  refusalOf,
  ids,
}: OptionsEditorProps & JsonOptionsEditorConfig<T>) {
  const [choice, setChoice] = useState<string>(examples[0]?.id ?? CUSTOM);
  const [text, setText] = useState<string>('');
  const area = useRef<HTMLTextAreaElement>(null);
  const example = examples.find((e) => e.id === choice) ?? null;
  const parsed = useMemo(() => (choice === CUSTOM ? parse(text) : null), [choice, text]);
  const problems = useMemo(() => (parsed?.ok && checks ? checks.check(parsed.value) : []), [parsed]);

  // Text that does not parse holds the form back, with the browser's validation bubble.
  useEffect(() => {
    area.current?.setCustomValidity(parsed && !parsed.ok ? parsed.error : '');
  }, [parsed]);

  const set = (input: EditorInput<T>) => {
    for (const [k, v] of toOptions(input)) setOption(k, v);
  };
  const edit = (value: string) => {
    setText(value);
    const p = parse(value);
    set(p.ok ? { value: p.value } : { text: value });
  };
  const pick = (id: string) => {
    setChoice(id);
    if (id !== CUSTOM) return set({ example: id });
    edit(text || (example ?? examples[0])?.text || '');
  };

  return (
    <div class="field" data-testid={ids.field}>
      <span class="field-label">{label}</span>
      <div class="choice-row">
        {examples.map((e) => (
          <label key={e.id} class={`choice${choice === e.id ? ' on' : ''}`}>
            <input type="radio" name={ids.radio} value={e.id} checked={choice === e.id} onChange={() => pick(e.id)} />{' '}
            <strong>{e.name}</strong> <span class="muted">{e.line}</span>
          </label>
        ))}
        <label class={`choice${choice === CUSTOM ? ' on' : ''}`}>
          <input
            type="radio"
            name={ids.radio}
            value={CUSTOM}
            checked={choice === CUSTOM}
            onChange={() => pick(CUSTOM)}
            data-testid={ids.custom}
          />{' '}
          <strong>{custom.name}</strong> <span class="muted">{custom.line}</span>
        </label>
      </div>
      {example?.about && <p class="muted">{example.about}</p>}
      {choice === CUSTOM && (
        <>
          <label for={ids.json} class="field-label">
            {jsonLabel}
          </label>
          <textarea
            id={ids.json}
            ref={area}
            rows={rows}
            spellcheck={false}
            autocomplete="off"
            value={text}
            onInput={(e) => edit((e.target as HTMLTextAreaElement).value)}
            data-testid={ids.json}
            style={{ width: '100%', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85rem' }}
            aria-invalid={!!parsed && !parsed.ok}
          />
          {parsed && !parsed.ok && (
            <p class="error-text" role="alert">
              {parsed.error}
            </p>
          )}
          {checks && parsed?.ok && problems.length === 0 && <p class="muted">{checks.accepted}</p>}
          {checks &&
            problems.length > 0 &&
            (checks.list ? (
              <div class="error-text" data-testid={checks.testid}>
                {checks.refused}:
                <ul>
                  {problems.map((p, i) => (
                    <li key={i}>{p}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p class="error-text" data-testid={checks.testid}>
                {checks.refused}: {problems.join('; ')}
              </p>
            ))}
          <p class="muted">{help}</p>
        </>
      )}
      {error && (
        <p class="error-text" role="alert" data-testid={ids.error}>
          The server refused {refusalOf}: {error.message}
        </p>
      )}
    </div>
  );
}
