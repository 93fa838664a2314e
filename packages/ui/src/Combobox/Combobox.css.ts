import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Anchors the popup under the input, at the input's width. */
export const wrapper = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const input = style({ appearance: 'none', paddingInlineEnd: vars.space.xl });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockStart: `calc(${vars.size.controlMedium} / 2)`,
  width: '0.75rem',
  height: '0.75rem',
  marginBlockStart: '-0.375rem',
  pointerEvents: 'none',
  color: vars.color.text.default,
});

/** The box under the input holding the listbox, or the loading / no-results text. */
export const popup = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space['3xs']})`,
  insetInline: 0,
  zIndex: vars.zIndex.overlay,
  padding: vars.space['3xs'],
  border: `1px solid ${vars.color.border.control}`,
  // A surface's radius, not a control's: a pill-shaped theme's controls would round a list away.
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

/**
 * The listbox itself scrolls a long list (not the popup): axe and screen readers know a
 * combobox's listbox is scrolled through `aria-activedescendant`, not by tabbing into it.
 */
export const listbox = style({
  // Its options' offsetTop is measured from it, to scroll the pointed one into view.
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '16rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  // 44 px rows: a finger can pick one option among its neighbours.
  minHeight: vars.size.controlMedium,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.control,
  color: vars.color.text.default,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.subtle },
    // The option the keyboard points at (aria-activedescendant): the textbox keeps DOM focus.
    '&[data-active="true"]': {
      backgroundColor: vars.color.tone.primary.subtle,
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.medium },
    '&[aria-disabled="true"]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

/** The check before the selected option; keeps its room on the others so the texts line up. */
export const check = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginBlockStart: '0.125rem',
  visibility: 'hidden',
  selectors: { '[aria-selected="true"] > &': { visibility: 'visible' } },
});

/** Loading and no-results text, in the popup instead of the options. */
export const message = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.text.muted,
});
