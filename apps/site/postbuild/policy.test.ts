import { broker } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { strictTransportSecurity, transportHeaders, connectOrigins, contentSecurityPolicy, documentHeaders, editorContentSecurityPolicy, editorDocumentHeaders, hashedAssetsPrefix, mapFrameOrigins } from './policy';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((directive) => {
    const [name, ...values] = directive.split(' ');
    return [name!, values];
  }));

describe('the serving policy', () => {
  it('allows scripts from the site and the given inline scripts only, never inline or eval by default', () => {
    const csp = directives(contentSecurityPolicy(['sha256-AAAA', 'sha256-BBBB']));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
    expect(contentSecurityPolicy([])).not.toMatch(/unsafe-eval/);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('lets nothing frame the site, and the site frame only the broker’s map', () => {
    const csp = directives(contentSecurityPolicy([]));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(mapFrameOrigins).toEqual([new URL(broker.mapEmbedUrl).origin]);
    expect(csp['frame-src']).toEqual(mapFrameOrigins);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('lets the pages connect to their own origin and the FIPE API (the vehicle-value lookup) when the broker counts nothing (the default broker)', () => {
    expect(connectOrigins(null)).toEqual(['https://fipe.parallelum.com.br']);
    expect(directives(contentSecurityPolicy([]))['connect-src']).toEqual(["'self'", 'https://fipe.parallelum.com.br']);
  });

  it('adds exactly the counts endpoint\'s origin to connect-src when the broker has counts', () => {
    const analytics = { domain: 'financiamentos.com.br', endpoint: 'https://estatisticas.financiamentos.com.br:8443/api/event' };
    expect(connectOrigins(analytics)).toEqual(['https://fipe.parallelum.com.br', 'https://estatisticas.financiamentos.com.br:8443']);
    expect(directives(contentSecurityPolicy([], analytics))['connect-src']).toEqual(["'self'", 'https://fipe.parallelum.com.br', 'https://estatisticas.financiamentos.com.br:8443']);
    expect(directives(contentSecurityPolicy([], { ...analytics, endpoint: 'https://plausible.io/api/event' }))['connect-src']).toEqual(["'self'", 'https://fipe.parallelum.com.br', 'https://plausible.io']);
  });

  it('sends the CSP and the document-only headers with each page', () => {
    const keys = documentHeaders(['sha256-AAAA']).map(({ key }) => key);
    expect(keys).toEqual(['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']);
  });

  it('grants the editor’s page what Decap needs, and the site’s pages none of it', () => {
    const editor = directives(editorContentSecurityPolicy(['https://api.github.com']));
    expect(editor['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(editor['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(editor['connect-src']).toEqual(["'self'", 'https://api.github.com']);
    expect(editor['frame-ancestors']).toEqual(["'none'"]);
    const site = contentSecurityPolicy(['sha256-AAAA']);
    expect(site).not.toMatch(/unsafe-eval|blob:|api\.github\.com/);
    expect(editorDocumentHeaders([]).find(({ key }) => key === 'X-Robots-Tag')?.value).toBe('noindex, nofollow');
    expect(documentHeaders([]).map(({ key }) => key)).not.toContain('X-Robots-Tag');
  });

  it('asks for HTTPS only on the site’s own host unless the broker’s file adds its subdomains and the preload list', () => {
    expect(transportHeaders[0]).toEqual({ key: 'Strict-Transport-Security', value: 'max-age=63072000' });
    expect(strictTransportSecurity({ includeSubDomains: true, preload: false })).toBe('max-age=63072000; includeSubDomains');
    expect(strictTransportSecurity({ includeSubDomains: true, preload: true })).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('names the folder Vite writes hashed files to', () => {
    expect(hashedAssetsPrefix).toBe('/assets/');
  });
});
