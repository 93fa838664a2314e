export { Tiles, type TilesProps } from './Tiles';
export { tilesColumnCounts, type TilesColumnCount } from '../shared/sprinkles.css';
