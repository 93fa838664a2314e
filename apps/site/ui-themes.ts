import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Theme names `@repo/ui` has a stylesheet for: its `./themes/<name>.css` exports. */
export function uiThemeNames(): string[] {
  const { exports } = require('@repo/ui/package.json') as { exports: Record<string, unknown> };
  return Object.keys(exports).flatMap((key) => /^\.\/themes\/([^/]+)\.css$/.exec(key)?.[1] ?? []);
}
