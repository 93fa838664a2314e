/**
 * `#broker-profile` outside Vite (tests, Playwright, the build's deploy step in Node): the profile
 * named by the `BROKER` environment variable. In the site's Vite builds the content package's Vite
 * plugin resolves `#broker-profile` straight to `profiles/<BROKER>.ts` instead, so a bundle holds
 * one profile only.
 */
import { selectProfile } from './index';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;

export const profile = selectProfile(env?.BROKER);
