import { vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** The disclosure that holds the full notice. */
export const details = style({
  marginBlockStart: vars.space.xs,
});

/** 'Ler o aviso de privacidade completo': looks like a link, works as the disclosure's button. */
export const summary = style({
  cursor: 'pointer',
  color: vars.color.text.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

/** The full notice's sections, spaced like paragraphs. */
export const sections = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});
