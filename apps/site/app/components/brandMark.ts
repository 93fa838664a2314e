/**
 * The brand mark, drawn in three places: the header (the shield icon on a tile of the theme's
 * primary tone, `layout.css.ts`), the browser tab's icon and the phone home-screen icon
 * (`postbuild/favicon.ts`, written at build in the active profile's theme).
 */

/** The shield icon's strokes, in its 24×24 viewBox. */
export const shieldIconPaths = ['M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3z', 'm8.8 12 2.2 2.2 4.3-4.4'] as const;

/** Sides of the header's brand tile and of the icon inside it, in CSS pixels (the tile in rem: /16). */
export const brandMark = { tilePx: 36, iconPx: 22 } as const;

/** Where the build writes the icons (`postbuild/pipeline.ts`, `postbuild/write.ts`); every page links them (`root.tsx`). */
export const brandIcons = {
  /** 32×32 PNG in an ICO: what browsers and crawlers fetch without a link. */
  ico: '/favicon.ico',
  /** The tab icon, sharp at any size. */
  svg: '/favicon.svg',
  /** 180×180, square (iOS rounds the corners itself). */
  appleTouch: '/apple-touch-icon.png',
} as const;
