import { absoluteUrl } from '@repo/content';
import { indexedPaths } from './routes';

/** `sitemap.xml` listing every indexable page. */
export function sitemapXml(): string {
  const urls = indexedPaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `robots.txt`: everything may be crawled; where the sitemap is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
