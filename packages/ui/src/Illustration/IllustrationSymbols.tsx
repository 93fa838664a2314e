import { illustrationSymbols } from './sprite';

/**
 * Every picture's symbol inside the page, for an `Illustration` without a `sprite` (Storybook, a
 * one-page site). Render it once, before or after the pictures; it takes no room.
 */
export function IllustrationSymbols() {
  return (
    <svg
      aria-hidden="true"
      width="0"
      height="0"
      style={{ position: 'absolute' }}
      // Our own drawings, built from constant data: nothing a visitor typed.
      dangerouslySetInnerHTML={{ __html: illustrationSymbols() }}
    />
  );
}
