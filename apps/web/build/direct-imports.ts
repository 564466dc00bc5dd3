import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * `import { Eye } from 'lucide-react'` and `import { Dialog } from 'radix-ui'` go through barrels that
 * import every icon and every Radix package. Tree-shaking drops what is unused from the output, but
 * the chunk groups (chunk-groups.ts) see the module graph: through a barrel, the first screen seemed
 * to need every icon and every Radix primitive of the app. This rewrites those imports to the
 * modules behind the barrel, so the graph says what each module really uses. Output is the same code.
 */

const require = createRequire(import.meta.url);

/** The text of a package's ES module entry (its package.json `module`), where the barrel is. */
function esmEntry(pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { module } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { module: string };
  return fs.readFileSync(path.join(path.dirname(manifest), module), 'utf8');
}

function lucideFiles(): Map<string, string> {
  const byName = new Map<string, string>();
  const exports = /export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g;
  for (const [, names, file] of esmEntry('lucide-react').matchAll(exports))
    for (const [, name] of names!.matchAll(/default as (\w+)/g))
      byName.set(name!, `lucide-react/dist/esm/icons/${file}.mjs`);
  return byName;
}

function radixPackages(): Map<string, string> {
  const byName = new Map<string, string>();
  const imports = /import \* as (\w+) from "(@radix-ui\/[\w-]+)"/g;
  for (const [, name, pkg] of esmEntry('radix-ui').matchAll(imports)) byName.set(name!, pkg!);
  return byName;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](lucide-react|radix-ui)['"];?/g;

export function directImports(): Plugin {
  let lucide: Map<string, string>;
  let radix: Map<string, string>;
  return {
    name: 'blaze-direct-imports',
    apply: 'build',
    buildStart() {
      lucide = lucideFiles();
      radix = radixPackages();
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.[jt]sx?$/, code: /lucide-react|radix-ui/ },
      handler(code) {
        let changed = false;
        const out = code.replace(IMPORT, (statement, list: string, from: string) => {
          const direct: string[] = [];
          const kept: string[] = [];
          for (const part of list
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
            const target = from === 'lucide-react' ? lucide.get(imported) : radix.get(imported);
            if (!target) kept.push(part);
            else if (from === 'lucide-react') direct.push(`import ${local} from '${target}';`);
            else direct.push(`import * as ${local} from '${target}';`);
          }
          if (!direct.length) return statement;
          changed = true;
          // On one line, with the statement's own line breaks after it: later lines keep their numbers.
          const lines = [
            ...direct,
            ...(kept.length ? [`import { ${kept.join(', ')} } from '${from}';`] : []),
          ];
          return lines.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
        return changed ? { code: out, map: null } : undefined;
      },
    },
  };
}
