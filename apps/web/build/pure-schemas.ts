import type { Plugin } from 'vite';

/*
 * The contracts (packages/contracts) define zod schemas beside plain constants, and the web app often
 * imports only a constant (APPEAL_TEXT_MAX beside the appeal schemas). `manualPureFunctions: ['z']`
 * lets the bundler drop an unused `z.object(...)`, but not a chain such as `z.string().max(5)`, whose
 * outer call it cannot prove pure: such schemas stayed in the first screen's code, and zod with them.
 * Schema construction has no side effects, so each `z.` chain in a contract is marked pure here; a
 * schema nobody uses leaves the bundle, and zod arrives with the first code that validates.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'blaze-pure-schemas',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][^/\\]+\.ts$/ },
      handler(code) {
        // `z.string().max(5)` and `MemberCardSchema.extend({...})`: chains that start at zod or a schema.
        const out = code.replace(
          /(?<![\w.$'"`])(z|[A-Z]\w*Schema)\.(?=\w+\()/g,
          '/* @__PURE__ */ $1.',
        );
        return out === code ? undefined : { code: out, map: null };
      },
    },
  };
}
