#!/usr/bin/env node
// Prints every import cycle in the web app, the server and the contracts, `import type` included
// (ESLint's import/no-cycle skips type-only imports, and a type-only cycle still ties two modules
// together). Resolves specifiers the way TypeScript does, through each tsconfig's paths and the
// workspace packages. Exits 1 when there is a cycle. Run by `npm run check`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = ['apps/web', 'apps/server', 'packages/contracts'];

/** Every source file of the projects, with the files each one imports (resolved, in the repo). */
const graph = new Map();
for (const project of PROJECTS) {
  const configPath = path.join(root, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  for (const file of parsed.fileNames) {
    const from = fs.realpathSync(file);
    if (graph.has(from)) continue;
    const info = ts.preProcessFile(fs.readFileSync(from, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, from, parsed.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = fs.realpathSync(resolved.resolvedFileName);
      if (target.startsWith(root) && !target.includes(`${path.sep}node_modules${path.sep}`))
        targets.add(target);
    }
    graph.set(from, targets);
  }
}

// Tarjan's strongly connected components: each component of more than one file holds cycles.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function visit(node) {
  const own = { index, low: index, onStack: true };
  index += 1;
  state.set(node, own);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    const seen = state.get(next);
    if (!seen) {
      visit(next);
      own.low = Math.min(own.low, state.get(next).low);
    } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
  }
  if (own.low !== own.index) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    state.get(member).onStack = false;
    component.push(member);
  } while (member !== node);
  if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
}
for (const node of graph.keys()) if (!state.has(node)) visit(node);

/** One shortest cycle through the component's first file, for a readable report. */
function cycleThrough(component) {
  const inside = new Set(component);
  const start = component.sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = previous.get(at)) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

const rel = (file) => path.relative(root, file);
if (components.length === 0) {
  console.log(`find-cycles: no import cycles in ${graph.size} files`);
} else {
  for (const component of components) {
    console.log(
      `cycle among ${component.length} files: ${cycleThrough(component).map(rel).join(' -> ')}`,
    );
  }
  process.exitCode = 1;
}
