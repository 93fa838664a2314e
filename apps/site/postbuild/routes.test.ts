import { describe, expect, it } from 'vitest';
import routes from '../app/routes';
import { publicPaths } from './routes';

// The pages prerendered are the addresses with a title (`pageMeta`, packages/content/src/page-meta.ts);
// the routes are app/routes.ts. A page is named in both or it is built as nothing (a route without
// a title) or as the 404 (a title without a route).
describe('the addresses', () => {
  it("are the routes of app/routes.ts, each with its title and description in pageMeta", () => {
    const routePaths = routes.map((route) => (route.index ? '/' : `/${route.path}`)).filter((path) => path !== '/*');
    expect([...publicPaths].sort()).toEqual(routePaths.sort());
  });
});
