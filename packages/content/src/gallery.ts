import { broker, type PhoneNumber } from './broker';
import { claims } from './claims';

/** A photo in the client gallery. */
export type GalleryItem = {
  readonly id: string;
  /** Path under the site's uploads folder. */
  readonly image: string;
  /** Portuguese alternative text. */
  readonly alt: string;
};

/** Number of client photos in the carousel. */
const photoCount = 10;

/** The ten client photos, `/uploads/clientes/cliente-01.webp` … `cliente-10.webp`. */
export const galleryItems: readonly GalleryItem[] = Array.from({ length: photoCount }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    id: `cliente-${number}`,
    image: `/uploads/clientes/cliente-${number}.webp`,
    alt: `Cliente da ${broker.name} comemorando a conquista do veículo (foto ${index + 1} de ${photoCount})`,
  };
});

/** Carousel behaviour on /clientes. */
export const carousel = {
  /** Number of photos (10); the index runs 0 to 9 and wraps. */
  photoCount,
  /** Milliseconds between automatic advances. */
  intervalMs: 3_000,
  /** Photos visible at once on wide screens. */
  visibleWide: 3,
  /** Photos visible at once on narrow screens. */
  visibleNarrow: 1,
  /** Opacity of a photo that failed to load. */
  failedImageOpacity: 0.3,
} as const;

/** Texts on each gallery card and around the carousel. */
export const galleryCopy = {
  title: 'Clientes satisfeitos',
  subtitle: 'Cada foto é uma conquista: veja quem já realizou o sonho do veículo com a gente.',
  cardBanner: 'PARABÉNS',
  cardCaption: '+1 CLIENTE SATISFEITO',
  /** Accessible heading of the phones on each card. */
  cardPhonesLabel: 'Telefones para contato',
  badge: `${claims.satisfiedClients}+ CLIENTES SATISFEITOS EM MAIS DE ${claims.yearsInMarket} ANOS`,
  /** The phones printed on each card, one per store. */
  cardPhones: broker.stores.map((store) => store.phone) as readonly PhoneNumber[],
  /** Accessible labels for the carousel's controls (the ui package takes them as props). */
  controls: {
    region: 'Galeria de clientes',
    /** Announced role of the carousel region and of each slide. */
    roleDescription: 'carrossel',
    slideRoleDescription: 'foto',
    /** Name of each slide from its 1-based position. */
    slideLabel: (position: number, total: number): string => `Foto ${position} de ${total}`,
    previous: 'Foto anterior',
    next: 'Próxima foto',
    pause: 'Pausar',
    play: 'Reproduzir',
    /** Dot button label; `index` is zero-based. */
    goTo: (index: number): string => `Ir para a foto ${index + 1}`,
  },
} as const;
