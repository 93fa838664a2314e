export { Tiles, type TilesProps } from './Tiles';
export { tilesColumnCounts, type TilesColumnCount } from '../styles/sprinkles.css';
