import { createRequire } from 'node:module';
import { runnerImport, type Plugin } from 'vite';

/** Imported by `app/brand.ts`: the stylesheet of the active broker profile's `@repo/ui` theme. */
export const brokerThemeStylesheet = 'virtual:broker-theme.css';

const require = createRequire(import.meta.url);

/** Theme names `@repo/ui` has a stylesheet for: its `./themes/<name>.css` exports. */
function uiThemeNames(): string[] {
  const { exports } = require('@repo/ui/package.json') as { exports: Record<string, unknown> };
  return Object.keys(exports).flatMap((key) => /^\.\/themes\/([^/]+)\.css$/.exec(key)?.[1] ?? []);
}

/**
 * Vite plugin: resolves {@link brokerThemeStylesheet} to `@repo/ui/themes/<theme>.css`, the theme the
 * profile selected by `BROKER` names (inside the workspace, the theme's `.css.ts` source). The site's
 * one stylesheet then holds that theme's rules and no other's. `@repo/ui` exports every theme's class
 * name (plain strings) but no theme CSS, so this import is the only theme stylesheet in the build.
 */
export function brokerTheme(): Plugin {
  let stylesheet: string | undefined;
  return {
    name: 'site:broker-theme',
    enforce: 'pre',
    async configResolved() {
      // The profile is TypeScript; Vite's module runner evaluates it as the build would.
      const { module } = await runnerImport<typeof import('@repo/content/profiles')>(require.resolve('@repo/content/profiles'));
      const profile = module.selectProfile(process.env.BROKER);
      const names = uiThemeNames();
      if (!names.includes(profile.theme)) {
        throw new Error(`Broker profile "${profile.id}" names theme "${profile.theme}"; @repo/ui has ${names.join(', ')}.`);
      }
      stylesheet = `@repo/ui/themes/${profile.theme}.css`;
    },
    resolveId(source, importer, options) {
      if (source !== brokerThemeStylesheet || stylesheet === undefined) return null;
      return this.resolve(stylesheet, importer, { ...options, skipSelf: true });
    },
  };
}
