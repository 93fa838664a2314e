/**
 * The one serving policy of the site: security headers and caching, from which the build writes
 * the configuration of every host (serve, Cloudflare Pages / Netlify, Vercel, nginx).
 * Target: Mozilla Observatory A+ (no unsafe-inline/eval for scripts, frame-ancestors, HSTS…).
 */
import { brokerAnalytics, brokerProfile, mapEmbedOrigin, type BrokerAnalytics, type BrokerProfile } from '@repo/content';
import { fipeApiBase } from '../app/vehicle-value/fipe';

/**
 * An origin as a CSP source: `https://`, a hostname by its grammar, a port. The broker's schema
 * lets no other reach here; this is the writer's own wall, since a `;`, a quote or a space in a
 * source would end its directive and start another (`;sandbox` stops every script of the site).
 */
export function cspOrigin(origin: string): string {
  if (!/^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}(?::\d{1,5})?$/.test(origin)) {
    throw new Error(`Política de segurança (CSP): ${JSON.stringify(origin)} não é uma origem https:// válida; nada foi gerado.`);
  }
  return origin;
}

/** Origins the store map may be framed from: the map providers the broker's schema allows (Google Maps' embed); nothing else may be framed. */
export const mapFrameOrigins = [cspOrigin(mapEmbedOrigin)];

/**
 * Origins the pages may send requests to besides their own: the FIPE API's, which the vehicle-value
 * lookup asks when (and only when) the visitor asks for the table; and the counts' endpoint, exactly
 * its origin, when the broker has counts (`estatisticas`).
 */
export function connectOrigins(analytics: BrokerAnalytics | null): string[] {
  return [new URL(fipeApiBase).origin, ...(analytics ? [new URL(analytics.endpoint).origin] : [])].map(cspOrigin);
}

/** A Content-Security-Policy header's value: each directive with its sources, in the order given. */
function policyHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Content-Security-Policy for every page. React Router writes a few inline scripts into each
 * prerendered page (scroll restoration, router context, module bootstrap); they are allowed by
 * their SHA-256 hashes, collected from the built HTML, never by 'unsafe-inline'.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], analytics: BrokerAnalytics | null = brokerAnalytics): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    // Styles may be inline: `style` attributes with values set at run time (the carousel's layout
    // variables, React's style props; no hash possible). Scripts stay hash-only; Observatory
    // scores 'unsafe-inline' in style-src alone without penalty.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins(analytics)],
    'frame-src': mapFrameOrigins,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'upgrade-insecure-requests': [],
  };
  return policyHeader(directives);
}

export type Header = { key: string; value: string };

/**
 * HSTS: two years of HTTPS only for the site's own host; its subdomains and the browsers' preload
 * list only when the broker's file says so (`hsts`), since a subdomain of the broker's domain
 * that is not on HTTPS would stop opening.
 */
export function strictTransportSecurity(hsts: BrokerProfile['hsts'] = brokerProfile.hsts): string {
  return ['max-age=63072000', ...(hsts.includeSubDomains ? ['includeSubDomains'] : []), ...(hsts.preload ? ['preload'] : [])].join('; ');
}

/** Headers every response carries: HTTPS only, and no guessing a file's type from its bytes. */
export const transportHeaders: Header[] = [
  { key: 'Strict-Transport-Security', value: strictTransportSecurity() },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/**
 * Headers that only a page (an HTML document) acts on: what it may load and run, who may frame it,
 * the referrer it sends, the features and the opener it allows. Sent with the pages, not with the
 * hashed scripts: on a script they do nothing, and they weigh ≈ 1.9 KB (the CSP lists every inline
 * script's hash), which a phone's HTTP/1.1 sends uncompressed with each of the 8 or so scripts a
 * page loads.
 */
export function documentHeaders(inlineScriptHashes: readonly string[], analytics: BrokerAnalytics | null = brokerAnalytics): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(inlineScriptHashes, analytics) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
        'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
}

/**
 * Content-Security-Policy of the editor's page at /admin (Decap CMS), and of nothing else: the
 * site's pages get none of it. Decap is scripts from 'self' (no inline script) that compile their
 * configuration's validators with `new Function` (ajv: 'unsafe-eval'), style themselves inline
 * (emotion), show photos being uploaded and those read from the Git host as `blob:` URLs, and talk
 * to the Git host's API (`gitOrigins`, from the backend the build was configured with).
 */
export function editorContentSecurityPolicy(gitOrigins: readonly string[]): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...gitOrigins.map(cspOrigin)],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return policyHeader(directives);
}

/**
 * Headers of the editor's page: its CSP in place of the site's, kept out of search engines
 * (`X-Robots-Tag`, with the page's `<meta name="robots">`), and the rest of the pages' set. Its
 * login opens the Git host's authorization in a window that must be able to answer it
 * (`same-origin-allow-popups`, as the pages).
 */
export function editorDocumentHeaders(gitOrigins: readonly string[]): Header[] {
  return [
    { key: 'Content-Security-Policy', value: editorContentSecurityPolicy(gitOrigins) },
    ...documentHeaders([]).filter(({ key }) => key !== 'Content-Security-Policy'),
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
}

/** Hashed build output never changes under its name: cache it for a year. */
export const immutableCache: Header = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };
/** Pages and other unhashed files are revalidated on every visit, so a deploy shows at once. */
export const revalidateCache: Header = { key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' };

/** URL prefix of the hashed build output (Vite's `assets/`). */
export const hashedAssetsPrefix = '/assets/';
