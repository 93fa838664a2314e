export { Card, type CardProps } from './Card';
export { cardElevations, cardPaddings } from './Card.css';
