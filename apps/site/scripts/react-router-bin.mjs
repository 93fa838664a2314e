// The React Router CLI's own file, to run it with this process's Node (`node <file> build|dev`):
// the file its package names as its `react-router` bin (bin.js in 7.x, bin.cjs in 8.x), so a new
// major moves nothing here. Used by `pnpm editor` and the editor's e2e (its copy's build).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('@react-router/dev/package.json');

export const reactRouterBin = path.join(path.dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin['react-router']);
