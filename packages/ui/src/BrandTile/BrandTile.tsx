import { brandTile } from './BrandTile.css';

export interface BrandTileProps {
  /** The brand's name: the tile's text, or its logo's alternative text. */
  name: string;
  /** Address of the brand's logo, only where its owner allows showing it; without one the name is shown. */
  logo?: string | undefined;
}

/**
 * One brand of a list of brands (partner institutions): a list item that shows the brand's name in
 * the theme's heading type, or its logo with the name as its alternative text. Put it in a
 * `Tiles as="ul" role="list"`.
 *
 * Unlike the other components, no ref, class or other attributes pass through: it ships in the
 * landing page's script, whose byte budget is at its ceiling, and a tile in a list needs none.
 */
export function BrandTile({ name, logo }: BrandTileProps) {
  // The stylesheet gives the logo its box (160 × 48 at most) before it loads: nothing moves.
  return <li className={brandTile}>{logo ? <img src={logo} alt={name} /> : name}</li>;
}
