/** The move log: every event the seat may see, in the ruleset's words, each citing its clause. */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { GameEvent, Seat } from '../../../src/core/ruleset.js';
import type { AnyRulesetUi, LogLine } from '../rulesets/registry.js';
import { Cite } from './ui.js';

export interface NumberedLine extends LogLine {
  readonly n: number | null;
  /** Index of the event group (replay step) this line belongs to, when known. */
  readonly step?: number;
}

/** Log lines with move numbers: a line marked `move` starts the next number. */
export function numberLines(lines: readonly (LogLine & { step?: number })[]): NumberedLine[] {
  let n = 0;
  return lines.map((l) => ({ ...l, n: l.move ? ++n : null }));
}

export function Log({
  ui,
  events,
  viewer,
  view,
  stepOf,
  currentStep,
  onStep,
  title = 'Move log',
}: {
  ui: AnyRulesetUi;
  events: readonly GameEvent[];
  viewer: Seat | null;
  /** What the reader has on screen: pieces are named from it. */
  view: unknown;
  /** For replays: the step each event belongs to. */
  stepOf?: readonly number[];
  currentStep?: number;
  onStep?: (step: number) => void;
  title?: string;
}) {
  const lines = useMemo(() => {
    const raw: (LogLine & { step?: number })[] = [];
    events.forEach((e, i) => {
      const l = ui.describeEvent(e, viewer, view);
      if (l) raw.push(stepOf ? { ...l, step: stepOf[i] } : l);
    });
    return numberLines(raw);
  }, [ui, events, viewer, view, stepOf]);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    if (currentStep !== undefined) {
      el.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [lines.length, currentStep]);

  return (
    <div class="card log">
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p class="muted">Nothing has happened yet.</p>
      ) : (
        <ol class="log-list" ref={listRef} aria-live="polite">
          {lines.map((l, i) => (
            <li
              key={i}
              class={`log-${l.tone ?? 'move'}${l.step !== undefined && l.step === currentStep ? ' current' : ''}${l.step !== undefined && currentStep !== undefined && l.step > currentStep ? ' future' : ''}`}
            >
              <span class="log-n">{l.n ?? ''}</span>
              <span class="log-text">
                {onStep && l.step !== undefined ? (
                  <button class="linkish" onClick={() => onStep(l.step!)}>
                    {l.text}
                  </button>
                ) : (
                  l.text
                )}
                {l.clause && (
                  <span class="log-cite">
                    {' '}
                    <Cite clause={l.clause} ui={ui} />
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
