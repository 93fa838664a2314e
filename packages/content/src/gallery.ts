import { photoSizes, photos } from '#broker-photos';
import { broker, brokerProfile, type PhoneNumber } from './broker';
import type { BrokerProfile, PhotoSource } from './brokers/profile';
import { claimNumberLabelsOf } from './claims';

/** A photo in the client gallery. */
export type GalleryItem = {
  /** The stem of its name, which every file served of it starts with. */
  readonly id: string;
  /** Path of its fallback file, under the site's uploads folder (`photosPath`). */
  readonly image: string;
  /** Its formats, best first, each with its files by width. */
  readonly sources: readonly PhotoSource[];
  /** Intrinsic size, in pixels. */
  readonly width: number;
  readonly height: number;
  /** Portuguese alternative text. */
  readonly alt: string;
  /** A fictitious client the build drew, captioned so (`galleryCopy.illustrationCaption`). */
  readonly illustration: boolean;
};

/** The broker's client photos (`fotos` of its file), as the build serves them. */
export const galleryItems: readonly GalleryItem[] = photos.map((photo) => ({
  id: photo.id,
  image: photo.src,
  sources: photo.sources,
  width: photo.width,
  height: photo.height,
  alt: photo.alt,
  illustration: photo.illustration,
}));

/** The photos' `sizes`: how wide a card is at each of the carousel's layouts. */
export const gallerySizes: string = photoSizes;

const photoCount = galleryItems.length;

/** Carousel behaviour on /clientes. */
export const carousel = {
  /** Number of photos (the broker's); the index runs from 0 to one less and wraps. */
  photoCount,
  /** Milliseconds between automatic advances. */
  intervalMs: 3_000,
  /**
   * Photos visible at once: on phones (`base`), tablets and wide screens. The carousel's `visible`
   * and the photos' `sizes` (the build's) both follow it.
   */
  visible: { base: 1, tablet: 2, wide: 3 },
  /** Opacity of a photo that failed to load. */
  failedImageOpacity: 0.3,
} as const;

/**
 * Shape of a client photo: 4 wide by 5 high. The build crops every photo to it and the card's
 * stylesheet keeps its room; apart from `carousel`, so no page's script carries it.
 */
export const galleryPhotoAspect = { width: 4, height: 5 } as const;

/**
 * The gallery's badge, SPEC's '1000+ CLIENTES SATISFEITOS EM MAIS DE 10 ANOS' in the one form every
 * page says each claim in (issue 48; docs/site.md's departures from SPEC.md): `MAIS DE 1.000 CLIENTES SATISFEITOS EM
 * MAIS DE 10 ANOS`, `650 CLIENTES SATISFEITOS EM 6 ANOS` ("mais de" only for a minimum or a
 * rounded figure).
 */
export function galleryBadgeOf(profile: Pick<BrokerProfile, 'claims'>): string {
  const labels = claimNumberLabelsOf(profile);
  return `${labels.satisfiedClients} em ${labels.yearsInMarket}`.toUpperCase();
}

/** Whether every picture of the gallery is a drawing (the default broker's placeholders), none a photo. */
const onlyDrawings = galleryItems.every((item) => item.illustration);

/** What the carousel's controls call a picture: a photo, or an illustration when none is a photo. */
const picture = onlyDrawings
  ? { noun: 'ilustração', Noun: 'Ilustração', previous: 'Ilustração anterior', next: 'Próxima ilustração' }
  : { noun: 'foto', Noun: 'Foto', previous: 'Foto anterior', next: 'Próxima foto' };

/** Texts on each gallery card and around the carousel. */
export const galleryCopy = {
  title: 'Clientes satisfeitos',
  /**
   * Says what is shown: photos, drawings of fictitious clients (the default broker's placeholders),
   * or both. Never "Cada foto" above drawings.
   */
  subtitle: onlyDrawings
    ? 'Cada retrato é uma conquista: enquanto as fotos dos nossos clientes não chegam, ilustrações de clientes fictícios mostram quem realiza o sonho do veículo com a gente.'
    : galleryItems.some((item) => item.illustration)
      ? 'Cada foto é uma conquista: veja quem já realizou o sonho do veículo com a gente (os desenhos são ilustrações de clientes fictícios).'
      : 'Cada foto é uma conquista: veja quem já realizou o sonho do veículo com a gente.',
  cardBanner: 'PARABÉNS',
  cardCaption: '+1 CLIENTE SATISFEITO',
  /** Under a drawn client, so no visitor takes it for a real one (CDC art. 37: no misleading ad). */
  illustrationCaption: 'Ilustração — cliente fictício',
  /** Accessible heading of the phones on each card. */
  cardPhonesLabel: 'Telefones para contato',
  badge: galleryBadgeOf(brokerProfile),
  /** The phones printed on each card, one per store. */
  cardPhones: broker.stores.map((store) => store.phone) as readonly PhoneNumber[],
  /** Accessible labels for the carousel's controls (the ui package takes them as props). */
  controls: {
    region: 'Galeria de clientes',
    /** Announced role of the carousel region and of each slide. */
    roleDescription: 'carrossel',
    slideRoleDescription: picture.noun,
    /** Name of each slide from its 1-based position. */
    slideLabel: (position: number, total: number): string => `${picture.Noun} ${position} de ${total}`,
    previous: picture.previous,
    next: picture.next,
    pause: 'Pausar',
    play: 'Reproduzir',
    /** Name of each dot button from its 1-based position, as `slideLabel`. */
    goTo: (position: number): string => `Ir para a ${picture.noun} ${position}`,
  },
} as const;
