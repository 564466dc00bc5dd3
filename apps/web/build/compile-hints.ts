import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` is
 * compiled whole on the background thread that streams it, instead of function by function on the
 * main thread the first time each runs. Profiles of issue 29 showed that lazy compilation (parse,
 * compile, Ignition) was half of the longest task on /auth and on the signed-in screens. Only the
 * chunks whose code runs when a screen opens get the hint: compiling code that never runs would cost
 * memory and background time for nothing. Browsers without the feature read a comment.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'blaze-compile-hints',
    apply: 'build',
    enforce: 'post',
    // On the written files: Vite adds its own first line (the preload map) after generateBundle.
    writeBundle(options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !chunkNames.includes(item.name)) continue;
        const file = path.join(options.dir!, item.fileName);
        fs.writeFileSync(file, HINT + fs.readFileSync(file, 'utf8'));
        // The hint takes the first line: every mapping moves down one.
        const mapFile = `${file}.map`;
        if (fs.existsSync(mapFile)) {
          const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          fs.writeFileSync(mapFile, JSON.stringify(map));
        }
      }
    },
  };
}
