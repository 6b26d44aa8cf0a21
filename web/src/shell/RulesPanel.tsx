/**
 * The rules panel: a rule system's rulebook as extracted from its seed, with an anchor on every clause
 * the engine cites, followed by the assumptions the project made where the text is silent. The text is
 * a chunk of its own, fetched when the panel first opens (or a citation needs its anchors).
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { anchorId as idFor, parseMarkdown, placeAnchors, type Block, type Inline } from '../markdown.js';
import { useRulesText, type AnyRulesetUi } from '../rulesets/registry.js';

function Runs({ inline }: { inline: readonly Inline[] }) {
  return (
    <>
      {inline.map((r, i) => (
        <>
          {r.br && <br />}
          {r.strong ? <strong key={i}>{r.text}</strong> : r.text}
        </>
      ))}
    </>
  );
}

function renderBlocks(blocks: readonly Block[], ids: Map<number, string>) {
  const out: preact.JSX.Element[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    const id = ids.get(i);
    if (b.kind === 'li') {
      const items: preact.JSX.Element[] = [];
      for (; i < blocks.length && blocks[i]!.kind === 'li'; i++) {
        const item = blocks[i] as Extract<Block, { kind: 'li' }>;
        items.push(
          <li id={ids.get(i)} key={i} class={ids.has(i) ? 'anchored' : undefined}>
            <Runs inline={item.inline} />
          </li>,
        );
      }
      i--;
      out.push(<ul key={`ul${i}`}>{items}</ul>);
      continue;
    }
    const cls = id ? 'anchored' : undefined;
    switch (b.kind) {
      case 'h': {
        const level = Math.min(6, b.level + 1);
        const H = `h${level}` as 'h2';
        out.push(
          <H id={id} key={i} class={cls}>
            {b.text}
          </H>,
        );
        break;
      }
      case 'p':
        out.push(
          <p id={id} key={i} class={cls}>
            <Runs inline={b.inline} />
          </p>,
        );
        break;
      case 'table':
        out.push(
          <div class="rules-table-wrap" key={i}>
            <table class="rules-table" id={id}>
              <tbody>
                {b.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c} class={/^[XAD—-]$/.test(cell) ? `cell-${cell === '—' || cell === '-' ? 'none' : cell}` : undefined}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>,
        );
        break;
    }
  }
  return out;
}

export function RulesBody({ ui, target }: { ui: AnyRulesetUi; target?: { kind: 'clause' | 'assumption'; id: string } | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = useRulesText(ui);
  const body = useMemo(() => {
    if (!text) return null;
    const blocks = parseMarkdown(text.markdown);
    return renderBlocks(blocks, placeAnchors(blocks, text.anchors).ids);
  }, [text]);

  useEffect(() => {
    if (!target || !ref.current) return;
    const el = ref.current.querySelector<HTMLElement>(`#${CSS.escape(target.id)}`);
    if (!el) return;
    el.scrollIntoView({ block: 'start', behavior: 'smooth' });
    el.classList.remove('flash');
    void el.offsetWidth;
    el.classList.add('flash');
  }, [target, body]);

  return (
    <div class="rules-body" ref={ref}>
      <nav class="rules-toc" aria-label="Cited clauses">
        {(text?.anchors ?? []).map((a) => (
          <a
            key={a.clause}
            href={`#rule-jump`}
            onClick={(e) => {
              e.preventDefault();
              ref.current?.querySelector(`#${CSS.escape(idFor(a.clause))}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
          >
            {a.clause}
          </a>
        ))}
        <a
          href="#assumptions"
          onClick={(e) => {
            e.preventDefault();
            ref.current?.querySelector('#assumptions')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
          }}
        >
          Assumptions
        </a>
      </nav>
      <article class="rulebook">{body ?? <p class="muted loading">Fetching the rulebook…</p>}</article>
      <section class="assumptions" id="assumptions">
        <h2>Where the rulebook is silent: our assumptions</h2>
        <p class="muted">Each is an option a game can change when it is created.</p>
        {ui.rules.assumptions.map((a) => (
          <div class="assumption" id={`assumption-${a.id}`} key={a.id}>
            <h3>
              {a.id} <code>{a.option}</code>
            </h3>
            <p>
              <em>The text:</em> {a.text}
            </p>
            <p>
              <em>We chose:</em> {a.chosen}
            </p>
            <p>
              <em>Why:</em> {a.why}
            </p>
            {a.alternatives.length > 0 && (
              <p>
                <em>Alternatives:</em> {a.alternatives.join('; ')}
              </p>
            )}
          </div>
        ))}
      </section>
    </div>
  );
}

export function RulesDrawer({
  ui,
  target,
  onClose,
}: {
  ui: AnyRulesetUi;
  target: { kind: 'clause' | 'assumption'; id: string } | null;
  onClose: () => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div class="drawer-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class="drawer" role="dialog" aria-label={`${ui.name}: rules`}>
        <header class="drawer-head">
          <h2>{ui.name}: the rules</h2>
          <button class="btn btn-ghost" onClick={onClose} aria-label="Close the rules">
            Close ✕
          </button>
        </header>
        <RulesBody ui={ui} target={target} />
      </div>
    </div>
  );
}
