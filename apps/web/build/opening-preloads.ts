import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { entryKey, readManifest, SCREENS, staticClosure, type Manifest } from './route-weights';

/*
 * The code a screen needs, named before the entry runs (issue 29). The entry asks for the opening
 * screen's code as soon as it runs (preloadOpeningScreen), but on a phone that is after the entry's
 * 106 KB have arrived and been compiled: the screen's own chunks (the shell's 50 KB among them) then
 * wait for it. The server reads this file and names the same chunks in a `Link` header on the
 * document (rel=modulepreload), so they download beside the entry. Lighthouse mobile on /dashboard,
 * median of 3: perf 84 -> 94, LCP 3.49 -> 2.76 s, TBT 283 -> 143 ms (decision 040).
 *
 * Written into the build as `.vite/opening-preloads.json` (never served: the server reads it from
 * disk), from the manifest and with the closure the budgets use (route-weights.ts), for the screens
 * of the budgets plus the profile's other address.
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

/** The files a build needs for each opening screen, read from its manifest as the budgets read it. */
export function openingPreloads(manifest: Manifest, screens = OPENING_SCREENS): OpeningPreloads {
  const entry = entryKey(manifest);
  const entryChunks = staticClosure(manifest, [entry]);
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  return {
    entry: {
      script: fileOf(entry),
      styles: (manifest[entry]!.css ?? []).map((file) => `/${file}`),
    },
    screens: screens.map(({ pattern, modules }) => ({
      pattern,
      scripts: [...staticClosure(manifest, [entry, ...modules])]
        .filter((key) => !entryChunks.has(key))
        .map(fileOf),
    })),
  };
}

/** The Vite plugin: writes the file beside the manifest once the bundle (and the manifest) is written. */
export function openingPreloadsFile(): Plugin {
  return {
    name: 'blaze-opening-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      // Only the app's build: the service worker is built on its own, with no index entry.
      if (!Object.values(bundle).some((item) => item.type === 'chunk' && item.name === 'index'))
        return;
      const file = path.join(options.dir!, OPENING_PRELOADS_FILE);
      fs.writeFileSync(file, JSON.stringify(openingPreloads(readManifest(options.dir)), null, 2));
    },
  };
}
