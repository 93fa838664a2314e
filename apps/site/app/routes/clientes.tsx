import { carousel, galleryCopy, galleryItems, gallerySizes, type GalleryItem } from '@repo/content';
import { Badge, Carousel, Container, Section, Stack } from '@repo/ui';
import { preload } from 'react-dom';
import { InlineScript } from '../components/InlineScript';
import carouselScript from '../gallery/carousel.inline.ts?inline-script';
import type { PageHandle } from '../page-start';
import { PageHero } from '../components/PageHero';
import { routeMeta } from '../seo';
import { banner, caption, captionTitle, illustrationNote, phoneList, photo, photoCard } from './clientes.css';
import { PhoneLink } from '../components/PhoneLink';

export const meta = () => routeMeta('/clientes');

/**
 * The badge and the carousel, which works by its own inline script (gallery/carousel.inline.ts): the
 * page ships no framework JavaScript (app/page-start/hydrates.ts; decisions 0012, 0020).
 */
export const handle = { mode: 'plain' } satisfies PageHandle;

/**
 * A client's card. Its photo is the build's responsive images (AVIF, then WebP, each at several
 * widths: the browser picks by `sizes`), with its intrinsic size, so its room is kept before it
 * loads. A photo that fails to load is dimmed and logged by the carousel's script. A client the
 * build drew (the example brokers') says so under it.
 */
function ClientCard({ item, eager }: { item: GalleryItem; eager: boolean }) {
  return (
    <figure className={photoCard}>
      <p className={banner}>{galleryCopy.cardBanner}</p>
      <picture>
        {item.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={gallerySizes} />
        ))}
        <img
          className={photo}
          src={item.image}
          alt={item.alt}
          width={item.width}
          height={item.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </picture>
      <figcaption className={caption}>
        {item.illustration ? <span className={illustrationNote}>{galleryCopy.illustrationCaption}</span> : null}
        <span className={captionTitle}>{galleryCopy.cardCaption}</span>
        <ul className={phoneList} role="list" aria-label={galleryCopy.cardPhonesLabel} data-origem="clientes">
          {galleryCopy.cardPhones.map((phone) => (
            <li key={phone.e164}>
              <PhoneLink phone={phone} />
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

const labels = galleryCopy.controls;

/**
 * All the photos in ui's carousel, prerendered, the first ones loaded eagerly, and right after it
 * the script that makes it work (it finds the carousel as the element before it).
 */
function Gallery() {
  // The first photo, in the best format, is the largest paint on a phone: preloaded from <head>
  // (React preloads a lone <img> by itself, not one in a <picture>). A browser without AVIF skips
  // this preload and loads the WebP its <picture> picks.
  const [first] = galleryItems;
  const best = first?.sources[0];
  if (first) preload(first.image, { as: 'image', fetchPriority: 'high', ...(best && { type: best.type, imageSrcSet: best.srcSet, imageSizes: gallerySizes }) });
  return (
    <>
      <Carousel
        label={labels.region}
        roleDescription={labels.roleDescription}
        slideRoleDescription={labels.slideRoleDescription}
        slideLabel={labels.slideLabel}
        dotLabel={labels.goTo}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        pauseLabel={labels.pause}
        playLabel={labels.play}
        interval={carousel.intervalMs}
        visible={carousel.visible}
      >
        {galleryItems.map((item, index) => (
          <ClientCard key={item.id} item={item} eager={index < carousel.visible.wide} />
        ))}
      </Carousel>
      <InlineScript code={carouselScript} />
    </>
  );
}

/** Satisfied clients: the badge and the photo carousel. */
export default function Clients() {
  return (
    <>
      <PageHero title={galleryCopy.title} subtitle={galleryCopy.subtitle}>
        <div>
          <Badge tone="success" emphasis="strong" wrap="wrap">
            {galleryCopy.badge}
          </Badge>
        </div>
      </PageHero>
      <Section as="div" spacing="large">
        <Container>
          <Stack space="lg">
            <Gallery />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
