import { vars } from '../theme/contract.css';
import { illustrationSpriteIn, illustrationSymbolsIn } from './symbols';

/**
 * Every picture as a `<symbol>` painted with the theme's custom properties, for symbols inside the
 * page (`IllustrationSymbols`): whatever theme class is around them colours them.
 */
export const illustrationSymbols = (): string => illustrationSymbolsIn(vars);

/**
 * A sprite file painted with the theme's custom properties: they inherit from the `<use>` into the
 * picture, so one file serves every theme. (A site that knows its theme at build writes
 * `illustrationSpriteIn(themeValues[theme])` instead: `@repo/ui/illustration-sprite`.)
 */
export const illustrationSprite = (): string => illustrationSpriteIn(vars);
