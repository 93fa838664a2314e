export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { maskOptions, type Mask } from './masks';
