/**
 * `#broker-fipe` outside Vite: the active broker's FIPE API token (see `active.ts`). In the site's
 * builds the broker plugin resolves it to a module of its own, so that only the FIPE lookup's lazy
 * module carries it.
 */
import { profile } from './active';

export const fipeToken = profile.fipeToken;
