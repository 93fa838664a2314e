export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { maskKinds, maskOptions, type MaskKind } from './masks';
