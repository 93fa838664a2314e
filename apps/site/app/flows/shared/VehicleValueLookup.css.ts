import { style } from '@vanilla-extract/css';

/**
 * The button asks for a module: with JavaScript off it could do nothing, and the form's notice
 * (NoScriptNotice) already offers WhatsApp and the phone, so it is not shown.
 */
export const action = style({
  '@media': { '(scripting: none)': { display: 'none' } },
});
