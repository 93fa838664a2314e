import type { ComponentProps } from 'react';
import { illustrationId, illustrationSizes, type IllustrationName } from './sizes';

export type IllustrationProps = Omit<ComponentProps<'svg'>, 'children' | 'name' | 'width' | 'height'> & {
  /** Which picture. */
  name: IllustrationName;
  /** What the picture shows, when it says something the text beside it does not; without it the picture is decoration, hidden from assistive technology. */
  label?: string;
  /** URL of the sprite file the site serves (`illustrationSpriteIn` or `illustrationSprite()`); omit when `IllustrationSymbols` is in the page. */
  sprite?: string;
  /** Width in px; the height follows the picture's proportions. Defaults to the drawn size. */
  width?: number;
};

/**
 * A picture drawn in the theme's tokens: an `<svg>` that references its symbol, with its box
 * size set (no layout shift), no script of its own and no CSS. The shapes live once, in the sprite
 * file (or `IllustrationSymbols`), so a page pays a few bytes per picture.
 */
export function Illustration({ name, label, sprite = '', width, ref, ...props }: IllustrationProps) {
  const [drawnWidth, drawnHeight] = illustrationSizes[name];
  const shownWidth = width ?? drawnWidth;
  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${drawnWidth} ${drawnHeight}`}
      width={shownWidth}
      height={Math.round((shownWidth * drawnHeight) / drawnWidth)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <use href={`${sprite}#${illustrationId(name)}`} />
    </svg>
  );
}
