export { Inline, type InlineProps } from './Inline';
export { inlineAligns, inlineJustifies, inlineWraps, inlineCollapses } from './Inline.css';
