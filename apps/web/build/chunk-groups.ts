import type { ChunkingContext, ModuleInfo } from 'rolldown';

/*
 * Which chunk a module goes to (issue 29). Left to itself the bundler gave every set of screens that
 * share a module its own chunk: 330 files, half of them under 650 bytes (one per icon), and a
 * signed-in screen fetched 90-150 of them in chains. Here:
 * - what the entry needs stays in `core` (its own group, before this one);
 * - the first screen (/auth) and what it imports are left to the bundler, so signing in never
 *   downloads the signed-in app;
 * - the map and its data stay in their own chunks, loaded when a map shows;
 * - the shell, every icon more than one screen draws, and what SHARED_BY screens share go to one
 *   `app` chunk (or to `admin` when only staff screens share it); what fewer screens share is left
 *   to the bundler, and an icon one screen alone draws goes with that screen;
 * - a contract that builds zod schemas never goes to `app`, so a screen that validates nothing never
 *   loads zod (the constants the shell needs live in zod-free contracts: `event-kinds.ts`, ...).
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
  /** Whether a module imports a map library, directly or not: memo of drawsMap. */
  drawsMap: Map<string, boolean>;
}

/** Every module reached from `from` by following `next`, the starting ones included. */
function walk(
  ctx: ChunkingContext,
  from: Iterable<string>,
  next: (info: ModuleInfo) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) stack.push(...next(info));
  }
  return seen;
}

const staticImports = (info: ModuleInfo) => info.importedIds;
const staticClosure = (ctx: ChunkingContext, from: string) => walk(ctx, [from], staticImports);

const graphs = new WeakMap<ChunkingContext, Graph>();

function graphOf(ctx: ChunkingContext, anyId: string): Graph {
  const known = graphs.get(ctx);
  if (known) return known;
  // Up from the module at hand to the entry, then down through every import: the whole graph.
  const up = walk(ctx, [anyId], (info) => [...info.importers, ...info.dynamicImporters]);
  const all = walk(ctx, up, (info) => [...info.importedIds, ...info.dynamicallyImportedIds]);
  const lazy = new Set(
    [...all].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  );
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
    drawsMap: new Map(),
  };
  graphs.set(ctx, graph);
  return graph;
}

const isAdmin = (id: string) => id.includes(`${ROUTES}admin`);

function drawsMap(ctx: ChunkingContext, graph: Graph, id: string): boolean {
  const known = graph.drawsMap.get(id);
  if (known !== undefined) return known;
  graph.drawsMap.set(id, false);
  const found =
    OWN_CHUNK.some((pattern) => pattern.test(id)) ||
    (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => drawsMap(ctx, graph, next));
  graph.drawsMap.set(id, found);
  return found;
}

/** Whether zod loads with a module: some module it imports, directly or not, is zod. */
const reachesZod = (ctx: ChunkingContext, id: string) =>
  [...staticClosure(ctx, id)].some((next) => /node_modules[\\/]zod[\\/]/.test(next));

/**
 * The chunk a module goes to beyond `core`: `first` for what /auth needs, `app` for the shell and
 * what screens share, `admin` for what only staff screens share; null leaves it to the bundler.
 */
export function chunkFor(id: string, ctx: ChunkingContext): 'first' | 'app' | 'admin' | null {
  const graph = graphOf(ctx, id);
  if (drawsMap(ctx, graph, id) || graph.lazy.has(id)) return null;
  if (graph.auth.has(id)) return 'first';
  if (graph.shell.has(id)) return 'app';
  const reachedBy = graph.reachedBy.get(id);
  // What brings zod with it (a contract that builds schemas, or a shared module that imports one, as
  // the discovery filters do) goes with the screens that validate, not into `app`, where zod would
  // load with every signed-in screen (the profile editor's schemas did).
  if (reachesZod(ctx, id)) return null;
  // An icon one screen alone draws travels with that screen; the others share `app` rather than
  // each making a file of a few hundred bytes.
  if (/node_modules[\\/]lucide-react[\\/]/.test(id))
    return reachedBy && reachedBy.size === 1 ? null : 'app';
  if (!reachedBy || reachedBy.size < SHARED_BY) return null;
  return [...reachedBy].every(isAdmin) ? 'admin' : 'app';
}

/** The groups, first match wins: each captures its modules and what they import, unless taken. */
export const chunkGroups = (['first', 'app', 'admin'] as const).map((group, i) => ({
  name: (id: string, ctx: ChunkingContext) => (chunkFor(id, ctx) === group ? group : null),
  priority: 50 - i * 10,
}));
