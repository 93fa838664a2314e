export { Illustration, type IllustrationProps } from './Illustration';
export { IllustrationSymbols } from './IllustrationSymbols';
export { illustrationSprite } from './sprite';
export { illustrationNames, illustrationSteps, type IllustrationName } from './sizes';
