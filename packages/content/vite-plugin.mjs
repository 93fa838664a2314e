// Vite plugin of @repo/content: resolves `#broker-profile` to the one profile file named by
// `BROKER` (default `default`), so the site's bundles hold that broker's data and no other's.
// Outside Vite, `#broker-profile` resolves through package.json "imports" to profiles/active.ts,
// which reads the same variable at run time.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const profilesDir = fileURLToPath(new URL('./src/profiles/', import.meta.url));
const notProfiles = new Set(['define', 'index', 'active']);

/** Ids of the profiles in src/profiles/ (one `<id>.ts` each). */
export function brokerProfileIds() {
  return readdirSync(profilesDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -3))
    .filter((id) => !notProfiles.has(id));
}

/** @param {{ broker?: string }} [options] the profile id; defaults to `process.env.BROKER`, then `default`. */
export function brokerProfile(options = {}) {
  const id = options.broker || process.env.BROKER || 'default';
  const file = `${profilesDir}${id}.ts`;
  return {
    name: '@repo/content:broker-profile',
    enforce: 'pre',
    configResolved() {
      if (notProfiles.has(id) || !existsSync(file)) {
        throw new Error(`BROKER="${id}" names no broker profile. Known: ${brokerProfileIds().join(', ')} (packages/content/src/profiles/).`);
      }
    },
    resolveId(source) {
      return source === '#broker-profile' ? file : null;
    },
  };
}
