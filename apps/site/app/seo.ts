import {
  absoluteUrl,
  broker,
  canonicalPath,
  notFoundMeta,
  type PageMeta,
  pageMeta,
  type RoutePath,
  shareImagePath,
  shareImageSize,
} from '@repo/content';
import type { MetaDescriptor } from 'react-router';
import type { FinancialService, WithContext } from 'schema-dts';

/** Title, description, canonical URL, Open Graph and Twitter tags of one page. */
function metaTags(meta: PageMeta, path: string, canonical: string | null): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(shareImagePath);
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: absoluteUrl(canonical) }] : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:site_name', content: broker.name },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: meta.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: image },
  ];
}

/** The `meta` export of a public page. */
export function routeMeta(path: RoutePath): MetaDescriptor[] {
  return metaTags(pageMeta[path], path, canonicalPath(path));
}

/** The `meta` export of the 404 page: never indexed. */
export function notFoundRouteMeta(): MetaDescriptor[] {
  return metaTags(notFoundMeta, '/', null);
}

/** schema.org `FinancialService` of each store, for the pages that describe the business. */
export function storesStructuredData(): MetaDescriptor[] {
  return broker.stores.map((store) => {
    const data: WithContext<FinancialService> = {
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      '@id': `${broker.siteUrl}/#${store.id}`,
      name: `${broker.name} – ${store.name}`,
      legalName: store.legalName,
      taxID: store.cnpj,
      url: absoluteUrl('/'),
      telephone: store.phone.e164,
      email: broker.emails.contact,
      image: absoluteUrl(shareImagePath),
      address: {
        '@type': 'PostalAddress',
        streetAddress: store.address.street,
        addressLocality: store.address.city,
        addressRegion: store.address.state,
        postalCode: store.address.postalCode,
        addressCountry: 'BR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: store.address.latitude, longitude: store.address.longitude },
      openingHoursSpecification: broker.openingHours.map((hours) => ({
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}` as const),
        ...('closed' in hours ? { opens: '00:00', closes: '00:00' } : { opens: hours.opens, closes: hours.closes }),
      })),
      sameAs: Object.values(broker.social),
      areaServed: 'BR',
    };
    return { 'script:ld+json': data };
  });
}
