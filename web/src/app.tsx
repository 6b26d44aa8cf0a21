/**
 * The shell: header, routes, the rules drawer and messages. Everything that depends on a rule system
 * goes through the ruleset UI registry (rulesets/registry.ts).
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ApiError } from './net/api.js';
import { loadRulesetUi, useRulesetUi } from './rulesets/index.js';
import type { AnyRulesetUi, RulesetMeta } from './rulesets/registry.js';
import { navigate, parseRoute, type Route } from './router.js';
import { ShellContext, type Shell, type Toast } from './shell/context.js';
import { GameScreen } from './shell/GameScreen.js';
import { Home } from './shell/Home.js';
import { ReplayScreen } from './shell/Replay.js';
import { RulesBody, RulesDrawer } from './shell/RulesPanel.js';
import { Toasts } from './shell/ui.js';
import { findGame, rememberGame } from './store.js';

type RulesTarget = { kind: 'clause' | 'assumption'; id: string } | null;

export function App() {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.hash));
  const [active, setActive] = useState<AnyRulesetUi | RulesetMeta | null>(null);
  const [drawer, setDrawer] = useState<{ ui: AnyRulesetUi; target: RulesTarget } | null>(null);
  const [toasts, setToasts] = useState<(Toast & { id: number })[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const on = () => {
      setRoute(parseRoute(location.hash));
      setDrawer(null);
    };
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), []);
  const shell: Shell = useMemo(
    () => ({
      // A screen may name a system whose interface is not loaded (the home page): it has no rules to cite.
      ui: active && 'rules' in active ? (active as AnyRulesetUi) : null,
      active,
      setActiveUi: setActive,
      openRules: (ruleset, target) => {
        // The rulebook comes with the system's interface (fetched now if the screen had not needed it).
        loadRulesetUi(ruleset).then(
          (ui) => ui && setDrawer({ ui, target: target ?? null }),
          (e: unknown) =>
            shell.toast({ text: `The rules could not be fetched: ${e instanceof Error ? e.message : String(e)}`, tone: 'error' }),
        );
      },
      toast: (t) => {
        const id = nextId.current++;
        setToasts((ts) => [...ts.slice(-3), { ...t, id }]);
        setTimeout(() => dismiss(id), t.tone === 'error' ? 9000 : 5000);
      },
    }),
    [active],
  );

  return (
    <ShellContext.Provider value={shell}>
      <header class="topbar">
        <a href="#/" class="brand" aria-label="Warband home">
          <span class="brand-mark" aria-hidden="true">
            ⚔
          </span>
          Warband
        </a>
        {active && <span class="topbar-ruleset">{active.name}</span>}
        <nav class="topbar-nav">
          {active && (
            <button class="btn btn-ghost btn-light" onClick={() => shell.openRules(active.id)} data-testid="open-rules">
              Rules
            </button>
          )}
          <a class="btn btn-ghost btn-light" href="#/">
            Home
          </a>
        </nav>
      </header>
      <Screen route={route} />
      {drawer && <RulesDrawer ui={drawer.ui} target={drawer.target} onClose={() => setDrawer(null)} />}
      <Toasts toasts={toasts} dismiss={dismiss} />
    </ShellContext.Provider>
  );
}

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <Home />;
    case 'game':
      return <GameScreen key={route.gameId} gameId={route.gameId} />;
    case 'watch':
      return <GameScreen key={`watch:${route.gameId}`} gameId={route.gameId} spectate />;
    case 'join':
      return <Join gameId={route.gameId} invite={route.invite} />;
    case 'replay':
      return <ReplayScreen key={route.gameId} source={{ kind: 'server', gameId: route.gameId }} />;
    case 'replay-file':
      return <ReplayScreen source={{ kind: 'file' }} />;
    case 'rules':
      return <RulesPage ruleset={route.ruleset} />;
  }
}

function Join({ gameId, invite }: { gameId: string; invite: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { seat, token } = await api.join(gameId, invite);
        const info = await api.game(gameId, token);
        if (cancelled) return;
        rememberGame({ gameId, ruleset: info.ruleset, mode: 'online', seats: { [seat]: token }, createdAt: Date.now() });
        navigate({ name: 'game', gameId }, true);
      } catch (e) {
        if (cancelled) return;
        // Already holding a seat here (the link opened twice, or a reload): just go to the game.
        if (findGame(gameId)) return navigate({ name: 'game', gameId }, true);
        setError(e instanceof ApiError ? e.message : String(e));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [gameId, invite]);
  return (
    <main class="page narrow">
      <div class="card">
        {error ? (
          <>
            <h2>Cannot join this game</h2>
            <p>{error}</p>
            <p class="muted">An invitation works once: if someone else opened it first, the seat is taken.</p>
            <a class="btn btn-primary" href="#/">
              Back to the start
            </a>
          </>
        ) : (
          <p class="loading">Taking your seat…</p>
        )}
      </div>
    </main>
  );
}

function RulesPage({ ruleset }: { ruleset: string }) {
  const shell = useContext(ShellContext);
  const load = useRulesetUi(ruleset);
  const shown = load.state === 'ready' ? load.ui : null;
  useEffect(() => {
    shell.setActiveUi(shown);
    return () => shell.setActiveUi(null);
  }, [shown]);
  if (load.state !== 'ready') {
    return (
      <main class="page narrow">
        <p class={load.state === 'loading' ? 'muted loading' : undefined}>
          {load.state === 'loading'
            ? 'Fetching the rules…'
            : load.state === 'failed'
              ? `The rules could not be fetched (${load.error}).`
              : `No rules for ${ruleset} here.`}
        </p>
      </main>
    );
  }
  const ui = load.ui;
  return (
    <main class="page rules-page">
      <h1>{ui.name}: the rules</h1>
      <RulesBody ui={ui} />
    </main>
  );
}
