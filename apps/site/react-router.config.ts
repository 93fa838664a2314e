// First: the brokers' data checked, and the build stopped on a mistake before anything else runs.
import './broker-gate';
import type { Config } from '@react-router/dev/config';
import { writeDeployFiles } from './postbuild/pipeline';
import { prerenderPaths } from './postbuild/routes';

export default {
  // SITE_BUILD_DIR lets two checkouts' worth of work build side by side (default `build`).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // SPA mode: no server at run time; every page is prerendered to static HTML at build.
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd({ viteConfig }) {
    await writeDeployFiles(viteConfig.environments.client?.build.outDir ?? `${process.env.SITE_BUILD_DIR ?? 'build'}/client`);
  },
} satisfies Config;
