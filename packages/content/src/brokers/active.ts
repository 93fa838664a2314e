/**
 * `#broker-profile` outside Vite (tests, Playwright, the build's deploy step in Node): the broker
 * named by `BROKER` (default `default`), read from its folder and checked. In the site's Vite builds
 * the broker plugin (`apps/site/broker-plugin.ts`) resolves `#broker-profile` instead to a module
 * holding that one broker's checked profile, so a bundle holds no other broker's data and no file
 * reading.
 */
import { loadBroker } from './load';
import { offeredProducts } from './profile';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;

export const profile = loadBroker(env?.BROKER);

// What the site's Vite builds write as literals (`BROKER_OFFERS` in active.d.ts).
globalThis.BROKER_OFFERS = offeredProducts(profile);
