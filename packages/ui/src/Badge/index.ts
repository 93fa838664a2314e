export { Badge, type BadgeProps } from './Badge';
export { badgeTones, badgeEmphases, badgeWraps } from './Badge.css';
