import { carousel, consoleMessages, galleryCopy, galleryItems, gallerySizes, type GalleryItem } from '@repo/content';
import { Badge, Carousel, Container, Section, Stack } from '@repo/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { PageHero } from '../components/PageHero';
import { routeMeta } from '../seo';
import { banner, caption, captionTitle, illustrationNote, phoneList, photo, photoCard } from './clientes.css';
import { PhoneLink } from '../components/PhoneLink';

export const meta = () => routeMeta('/clientes');

/** Photos already reported, so a photo re-rendered by the carousel is logged once. */
const reportedFailures = new Set<string>();

/**
 * A client's card. Its photo is the build's responsive images (AVIF, then WebP, each at several
 * widths: the browser picks by `sizes`), with its intrinsic size, so its room is kept before it
 * loads. A photo that fails to load is dimmed (data-failed) and logged. The prerendered `<img>` may
 * fail before React hydrates and attaches `onError`, so mounting checks it too. A client the build
 * drew (the example brokers') says so under it.
 */
function ClientCard({ item, eager }: { item: GalleryItem; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const markFailed = useCallback(() => {
    setFailed(true);
    if (reportedFailures.has(item.id)) return;
    reportedFailures.add(item.id);
    // The file the browser picked (a format and width of `sources`), not the fallback.
    console.error(consoleMessages.imageFailed(imageRef.current?.currentSrc || item.image));
  }, [item.id, item.image]);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) markFailed();
  }, [markFailed]);

  return (
    <figure className={photoCard}>
      <p className={banner}>{galleryCopy.cardBanner}</p>
      <picture>
        {item.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={gallerySizes} />
        ))}
        <img
          ref={imageRef}
          className={photo}
          src={item.image}
          alt={item.alt}
          width={item.width}
          height={item.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          data-failed={failed ? 'true' : undefined}
          onError={markFailed}
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

/**
 * All the photos in the ui Carousel, prerendered: the page's HTML holds every slide before React
 * hydrates (the carousel's layout variables are a `style` attribute, which the CSP's
 * `style-src 'unsafe-inline'` allows), and the first photos load eagerly.
 */
function Gallery() {
  const controls = galleryCopy.controls;
  // The first photo, in the best format, is the largest paint on a phone: preloaded from <head>
  // (React preloads a lone <img> by itself, not one in a <picture>), and the page's modules give it
  // a head start (app/start/modulesAfterPaint.inline.ts). A browser without AVIF skips this
  // preload and loads the WebP its <picture> picks.
  const [first] = galleryItems;
  const best = first?.sources[0];
  if (first) preload(first.image, { as: 'image', fetchPriority: 'high', ...(best && { type: best.type, imageSrcSet: best.srcSet, imageSizes: gallerySizes }) });
  return (
    <Carousel
      label={controls.region}
      roleDescription={controls.roleDescription}
      slideRoleDescription={controls.slideRoleDescription}
      slideLabel={controls.slideLabel}
      dotLabel={(position) => controls.goTo(position - 1)}
      previousLabel={controls.previous}
      nextLabel={controls.next}
      pauseLabel={controls.pause}
      playLabel={controls.play}
      visible={carousel.visible}
      interval={carousel.intervalMs}
    >
      {galleryItems.map((item, index) => (
        <ClientCard key={item.id} item={item} eager={index < carousel.visible.wide} />
      ))}
    </Carousel>
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
