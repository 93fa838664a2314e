import { describe, expect, it } from 'vitest';
import { opensElsewhere } from './opensElsewhere';

describe('a click on a link', () => {
  it.each([
    { click: 'with the main button alone', init: {}, elsewhere: false },
    { click: 'with the middle button', init: { button: 1 }, elsewhere: true },
    { click: 'with Ctrl (a new tab)', init: { ctrlKey: true }, elsewhere: true },
    { click: 'with Cmd (a new tab, macOS)', init: { metaKey: true }, elsewhere: true },
    { click: 'with Shift (a new window)', init: { shiftKey: true }, elsewhere: true },
    { click: 'with Alt (a download)', init: { altKey: true }, elsewhere: true },
  ])('$click opens it elsewhere: $elsewhere', ({ init, elsewhere }) => {
    expect(opensElsewhere(new MouseEvent('click', init))).toBe(elsewhere);
  });
});
