// Builds the production server into one JavaScript file, dist/main.js, that plain `node` runs: no
// TypeScript loader at start-up. npm packages stay external (installed beside it); the contracts
// package ships TypeScript source, so it is bundled in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(serverDir, 'dist/main.js');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@blaze/contracts')
  .flatMap((name) => [name, `${name}/*`]);

/**
 * Code that finds files next to its own source (the migrations, the repository root) reads
 * `import.meta.url`; in the bundle that would be dist/main.js. Each module gets its source file's URL
 * instead, relative to the bundle, so the paths stay right wherever the checkout lives.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const rel = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [sourceUrls],
});
console.log(`server built in ${Date.now() - started} ms: ${path.relative(process.cwd(), outfile)}`);
