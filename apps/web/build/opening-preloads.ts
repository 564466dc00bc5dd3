import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { SCREENS } from './route-weights';

/*
 * The code a screen needs, named before the entry runs (issue 29). The entry asks for the opening
 * screen's code as soon as it runs (preloadOpeningScreen), but on a phone that is after the entry's
 * 106 KB have arrived and been compiled: the screen's own chunks (the shell's 50 KB among them) then
 * wait for it. The server reads this file and names the same chunks in a `Link` header on the
 * document (rel=modulepreload), so they download beside the entry. Lighthouse mobile on /dashboard,
 * median of 3: perf 84 -> 94, LCP 3.49 -> 2.76 s, TBT 283 -> 143 ms (decision 040).
 *
 * Written into the build as `.vite/opening-preloads.json` (never served: the server reads it from
 * disk). The screens are those of the budgets (route-weights.ts), plus the profile's other address.
 */

export const OPENING_PRELOADS_FILE = '.vite/opening-preloads.json';

export interface OpeningPreloads {
  /** The entry script and its stylesheets: first in every header, as the document asks for them. */
  entry: { script: string; styles: string[] };
  /** Signed-in screens: the server names them only to a browser that holds a session cookie. */
  screens: Array<{
    /** A route pattern of `paths` (`:param` is one segment). */
    pattern: string;
    /** The screen's chunks beyond the entry, in the order they are imported. */
    scripts: string[];
  }>;
}

/**
 * Not /auth: its own code beyond the entry is 14 KB, and downloading it beside the entry made its
 * largest paint later in Lighthouse's runs (2.17 -> 2.42 s, median of 3), where the signed-in
 * screens, with the shell's 50 KB to fetch, gain 0.4-0.5 s.
 */
const OPENING_SCREENS: ReadonlyArray<{ pattern: string; modules: readonly string[] }> = [
  ...Object.entries(SCREENS)
    .filter(([pattern]) => pattern !== '/auth')
    .map(([pattern, modules]) => ({ pattern, modules })),
  { pattern: '/app/user/:userId', modules: SCREENS['/app/profile/:userId']! },
];

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The files a build's chunks need for each opening screen, from the bundle's own import graph. */
export function openingPreloads(
  bundle: Rolldown.OutputBundle,
  root: string,
  screens = OPENING_SCREENS,
): OpeningPreloads {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  if (!entry) throw new Error('opening-preloads: the build has no index entry');
  const byModule = (module: string) => {
    const id = path.join(root, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`opening-preloads: no chunk for ${module}`);
    return chunk;
  };
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  const closure = (chunk: Chunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const file of chunk.imports) closure(byFile.get(file)!, into);
  };
  closure(entry, entryFiles);
  return {
    entry: {
      script: `/${entry.fileName}`,
      styles: [...(entry.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
    },
    screens: screens.map(({ pattern, modules }) => {
      const files = new Set<string>(entryFiles);
      for (const module of modules) closure(byModule(module), files);
      return {
        pattern,
        scripts: [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`),
      };
    }),
  };
}

/** The Vite plugin: writes the file beside the manifest once the bundle is written. */
export function openingPreloadsFile(): Plugin {
  let root = '';
  return {
    name: 'blaze-opening-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      // Only the app's build: the service worker is built on its own, with no index entry.
      if (!Object.values(bundle).some((item) => item.type === 'chunk' && item.name === 'index'))
        return;
      const file = path.join(options.dir!, OPENING_PRELOADS_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(openingPreloads(bundle, root), null, 2));
    },
  };
}
