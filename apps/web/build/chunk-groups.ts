import type { ChunkingContext } from 'rolldown';

/*
 * Which chunk a module goes to (issue 29). Left to itself the bundler gave every set of screens that
 * share a module its own chunk: 330 files, half of them under 650 bytes (one per icon), and a
 * signed-in screen fetched 90-150 of them in chains. Here:
 * - what the entry needs stays in `core` (its own group, before this one);
 * - the first screen (/auth) and what it imports are left to the bundler, so signing in never
 *   downloads the signed-in app;
 * - the map and its data stay in their own chunks, loaded when a map shows;
 * - the shell, every icon, and what SHARED_BY screens share go to one `app` chunk (or to `admin`
 *   when only staff screens share it); what fewer screens share is left to the bundler.
 * CHUNK_WHY=<part of a module path> prints why /auth needs that module (its import chain).
 */

const ROUTES = '/src/app/routes/';
/**
 * A module goes to `app` when this many lazily loaded modules use it. Measured on the build of issue
 * 29 (decision 040): 2 gave 250-262 KB per signed-in screen in 7-8 files (every screen paid for the
 * code of any two), 8 gave 184-216 KB in up to 25 files; 4 gives 200-222 KB in at most 16.
 */
const SHARED_BY = 4;
const SHELL = '/src/app/app-shell.tsx';
/** Left where the bundler puts them: big, and only for the screens that show a map. */
const OWN_CHUNK = [
  /node_modules[\\/](leaflet|topojson-client)[\\/]/,
  /\/src\/features\/map\/data\//,
];

interface Graph {
  /** Modules loaded with import(): each keeps a chunk of its own, named after it. */
  lazy: Set<string>;
  auth: Set<string>;
  shell: Set<string>;
  /** For each module, the lazily loaded modules (screens, sheets) that reach it statically. */
  reachedBy: Map<string, Set<string>>;
}

function staticClosure(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

const graphs = new WeakMap<ChunkingContext, Graph>();

function graphOf(ctx: ChunkingContext, anyId: string): Graph {
  const known = graphs.get(ctx);
  if (known) return known;
  // Every lazily imported module, found by walking dynamic imports from the module at hand.
  const lazy = new Set<string>();
  const visited = new Set<string>();
  const stack = [anyId];
  const roots = (id: string) => {
    const info = ctx.getModuleInfo(id);
    return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  };
  // Up to the entry first, then down through static and dynamic imports.
  const up = new Set<string>();
  const upStack = [anyId];
  while (upStack.length) {
    const id = upStack.pop()!;
    if (up.has(id)) continue;
    up.add(id);
    upStack.push(...roots(id));
  }
  stack.push(...up);
  while (stack.length) {
    const id = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of info?.dynamicallyImportedIds ?? []) {
      lazy.add(next);
      stack.push(next);
    }
    for (const next of info?.importedIds ?? []) stack.push(next);
  }
  const auth = [...lazy].find((id) => id.endsWith(`${ROUTES}auth.tsx`));
  const shell = [...lazy].find((id) => id.endsWith(SHELL));
  const reachedBy = new Map<string, Set<string>>();
  for (const root of lazy)
    for (const id of staticClosure(ctx, root)) {
      if (!reachedBy.has(id)) reachedBy.set(id, new Set());
      reachedBy.get(id)!.add(root);
    }
  const graph: Graph = {
    lazy,
    auth: auth ? staticClosure(ctx, auth) : new Set(),
    shell: shell ? staticClosure(ctx, shell) : new Set(),
    reachedBy,
  };
  graphs.set(ctx, graph);
  if (process.env.CHUNK_WHY && auth) {
    const prev = new Map<string, string>();
    const queue = [auth];
    while (queue.length) {
      const id = queue.shift()!;
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? [])
        if (!prev.has(next)) {
          prev.set(next, id);
          queue.push(next);
        }
    }
    const target = [...prev.keys()].find((id) => id.includes(process.env.CHUNK_WHY!));
    for (let id = target; id; id = prev.get(id)) console.log('  <-', id);
  }
  return graph;
}

const isAdmin = (id: string) => id.includes(`${ROUTES}admin`);

/** Modules that import a map library, directly or not: they go with the map. */
function drawsMap(ctx: ChunkingContext, id: string, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false);
  const found =
    OWN_CHUNK.some((pattern) => pattern.test(id)) ||
    (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => drawsMap(ctx, next, memo));
  memo.set(id, found);
  return found;
}
const mapMemos = new WeakMap<ChunkingContext, Map<string, boolean>>();

/**
 * The chunk a module goes to beyond `core`: `first` for what /auth needs, `app` for the shell and
 * what screens share, `admin` for what only staff screens share; null leaves it to the bundler.
 */
export function chunkFor(id: string, ctx: ChunkingContext): 'first' | 'app' | 'admin' | null {
  if (!mapMemos.has(ctx)) mapMemos.set(ctx, new Map());
  if (drawsMap(ctx, id, mapMemos.get(ctx)!)) return null;
  const graph = graphOf(ctx, id);
  if (graph.lazy.has(id)) return null;
  if (graph.auth.has(id)) return 'first';
  if (graph.shell.has(id)) return 'app';
  const reachedBy = graph.reachedBy.get(id);
  if (/node_modules[\\/]lucide-react[\\/]/.test(id)) return 'app';
  if (!reachedBy || reachedBy.size < SHARED_BY) return null;
  return [...reachedBy].every(isAdmin) ? 'admin' : 'app';
}

/** The groups, first match wins: each captures its modules and what they import, unless taken. */
export const chunkGroups = (['first', 'app', 'admin'] as const).map((group, i) => ({
  name: (id: string, ctx: ChunkingContext) => (chunkFor(id, ctx) === group ? group : null),
  priority: 50 - i * 10,
}));
