/** Small shared pieces of the shell: clause citations, dialogs, toasts, buttons. */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { citationParts } from '../markdown.js';
import { useRulesText, type AnyRulesetUi, type RulesText } from '../rulesets/registry.js';
import { useShell, type Toast } from './context.js';

const knownClauses = new WeakMap<RulesText, Set<string>>();
const NONE: ReadonlySet<string> = new Set();
function clausesOf(text: RulesText | null): ReadonlySet<string> {
  if (!text) return NONE;
  let s = knownClauses.get(text);
  if (!s) knownClauses.set(text, (s = new Set(text.anchors.map((a) => a.clause))));
  return s;
}

/** A citation: each part that names a clause or an assumption opens the rules panel there. */
export function Cite({ clause, ui: given }: { clause: string | undefined; ui?: AnyRulesetUi | null }) {
  const shell = useShell();
  const ui = given ?? shell.ui;
  // Which clauses have an anchor is known once the rulebook has come (a chunk fetched after the board).
  const text = useRulesText(ui);
  const parts = useMemo(() => (clause && ui ? citationParts(clause, clausesOf(text), ui.rules.assumptionId) : []), [clause, ui, text]);
  if (!clause) return null;
  if (!ui) return <span class="cite">{clause}</span>;
  return (
    <span class="cite">
      {parts.map((p, i) => (
        <>
          {i > 0 && '; '}
          {p.target ? (
            <a
              href={`#/rules/${ui.id}`}
              class="cite-link"
              title={`Open the rules: ${p.text}`}
              onClick={(e) => {
                e.preventDefault();
                shell.openRules(ui.id, p.target!);
              }}
            >
              {p.text}
            </a>
          ) : (
            <span>{p.text}</span>
          )}
        </>
      ))}
    </span>
  );
}

export function Modal({
  title,
  children,
  onClose,
  labelledBy,
  class: cls,
}: {
  title?: string;
  children: ComponentChildren;
  onClose?: () => void;
  labelledBy?: string;
  class?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    const first =
      ref.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      ref.current?.querySelector<HTMLElement>('button, input, select, textarea, [href]');
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && onClose) {
        e.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      prev?.focus?.();
    };
  }, []);
  return (
    <div class="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      <div
        class={`modal ${cls ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : title}
        ref={ref}
      >
        {children}
      </div>
    </div>
  );
}

export function Toasts({ toasts, dismiss }: { toasts: readonly (Toast & { id: number })[]; dismiss: (id: number) => void }) {
  return (
    <div class="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} class={`toast toast-${t.tone ?? 'info'}`}>
          <span>{t.text}</span>
          {t.clause && (
            <small>
              {' '}
              — <Cite clause={t.clause} />
            </small>
          )}
          <button class="toast-close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export function SeatBadge({ ui, seat, label }: { ui: AnyRulesetUi; seat: string; label?: string }) {
  return (
    <span class="seat-badge">
      <span class="seat-dot" style={{ background: ui.seatColor(seat) }} />
      {label ?? ui.seatName(seat)}
    </span>
  );
}

export function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText)
    return navigator.clipboard.writeText(text).then(
      () => true,
      () => fallbackCopy(text),
    );
  return Promise.resolve(fallbackCopy(text));
}

function fallbackCopy(text: string): boolean {
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  ta.remove();
  return ok;
}

export function downloadJson(name: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A ruleset's page: the stage (its board and panels, `class` for its own styles) and the side panels
 * beside it (the shell's status and log, and anything the page adds).
 */
export function Stage({
  class: cls,
  testid,
  side,
  children,
}: {
  class?: string;
  testid?: string;
  side: ComponentChildren;
  children: ComponentChildren;
}) {
  return (
    <>
      <section class={cls ? `stage ${cls}` : 'stage'} data-testid={testid}>
        {children}
      </section>
      <aside class="side">{side}</aside>
    </>
  );
}
