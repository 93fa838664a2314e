export { Text, type TextProps } from './Text';
export { textSizes, textTones, textWeights, textAligns } from './Text.css';
