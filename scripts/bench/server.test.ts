import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startNodeOptions } from './server';

// The server runs with a larger young generation (ADR 093): a search allocates about 1 MB of short-lived
// rows and objects, and with V8's default 16 MB semi-space a quarter of the API's CPU went to the
// scavenger. The benches start the server with the same options as `npm start`.
describe("the server's Node options", () => {
  it('npm start gives the young generation 32 MB semi-spaces, and the benches use the same options', () => {
    expect(startNodeOptions()).toContain('--max-semi-space-size=32');
  });

  it('are options this Node accepts', () => {
    const run = spawnSync(process.execPath, [...startNodeOptions(), '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('ok');
  });
});
