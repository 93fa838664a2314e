export { Inline, type InlineProps } from './Inline';
export { inlineAligns, inlineJustifies, inlineWraps } from './Inline.css';
