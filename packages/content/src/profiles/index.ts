/**
 * Every broker profile, by id: for Node-side code (tests, the leak check, the build's deploy step)
 * that needs a profile other than the active one. The site's bundles import only the active
 * profile (`#broker-profile`), never this registry, so one broker's data never ships in another's site.
 */
import type { BrokerProfile } from './define';
import { profile as defaultProfile } from './default';
import { profile as demoProfile } from './demo';

export type ProfileId = 'default' | 'demo';

export const profiles: Readonly<Record<ProfileId, BrokerProfile>> = { default: defaultProfile, demo: demoProfile };

/** The profile the build uses when `BROKER` is not set. */
export const defaultProfileId = 'default' satisfies ProfileId;

export const profileIds = Object.keys(profiles) as ProfileId[];

/** The profile named by `id` (`BROKER`), the default one when empty; a clear error when unknown. */
export function selectProfile(id: string | undefined): BrokerProfile {
  const key = id === undefined || id === '' ? defaultProfileId : id;
  if (!Object.hasOwn(profiles, key)) {
    throw new Error(`BROKER="${key}" names no broker profile. Known: ${profileIds.join(', ')} (packages/content/src/profiles/).`);
  }
  return profiles[key as ProfileId];
}

export * from './define';
