export { BrandTile, type BrandTileProps } from './BrandTile';
