import type { Config } from '@react-router/dev/config';

export default {
  // SPA mode: no server at run time; every page is prerendered to static HTML at build.
  ssr: false,
  prerender: ['/'],
} satisfies Config;
