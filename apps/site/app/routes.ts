import { type RouteConfig, index } from '@react-router/dev/routes';

export default [index('routes/landing.tsx')] satisfies RouteConfig;
