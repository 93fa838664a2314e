import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Stories live next to their components; the designers' pages (introduction, foundations) here.
  stories: ['./pages/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to source (the "source" export condition), like the site.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Scan every story up front so Vite pre-bundles the ui package's deps (Radix, imask…)
      // before tests start; discovering them mid-run reloads the page and breaks story tests.
      optimizeDeps: {
        entries: ['packages/ui/src/**/*.stories.tsx', '.storybook/preview.tsx'],
        // Imported by code the vanilla-extract plugin generates, which the scanner cannot see.
        // The root depends on them itself, not on @repo/ui: turbo hashes the root's workspace
        // dependencies, transitively, into every task, and ui's dev dependency on content would make
        // a broker's file rebuild the design system (docs/brokers.md, "Building").
        include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
        // Lucide's icons, imported one by one (ui's Illustration/drawings.ts), are plain ES modules:
        // served as they are, none is found late.
        exclude: ['lucide'],
      },
    });
  },
};

export default config;
