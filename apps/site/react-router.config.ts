import type { Config } from '@react-router/dev/config';
import { writeDeployFiles } from './deploy/write';
import { prerenderPaths } from './deploy/routes';

export default {
  // SPA mode: no server at run time; every page is prerendered to static HTML at build.
  ssr: false,
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ viteConfig }) {
    await writeDeployFiles(viteConfig.environments.client?.build.outDir ?? 'build/client');
  },
} satisfies Config;
