import { describe, expect, it } from 'vitest';

/*
 * The whole project runs on the Node its own install brings (root package.json's `node-linux-*`
 * optional dependencies, decision 0027), not the machine's: this suite runs inside the test
 * command like every other, so the version it reports is the one every check and browser suite
 * ran on.
 */
describe('the runtime', () => {
  it('is Node 24 LTS or newer', () => {
    console.log(`Node ${process.version} (${process.execPath})`);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
