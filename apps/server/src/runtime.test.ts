import { describe, expect, it } from 'vitest';

// Decision 014: the project runs on Node 24 LTS, installed by `npm ci` as a dev dependency, whatever Node
// the machine has (its own may be past its end of life). Without that dependency npm scripts fall back
// to the machine's Node, and this is where it shows.
describe('the runtime', () => {
  it('is Node 24 LTS under every npm script', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
  });
});
