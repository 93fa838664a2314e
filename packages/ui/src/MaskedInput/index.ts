export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { maskOptions, type Mask, type Pattern, type ReadAmount } from './masks';
