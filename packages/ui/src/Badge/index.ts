export { Badge, type BadgeProps } from './Badge';
export { badgeTones, badgeEmphases } from './Badge.css';
