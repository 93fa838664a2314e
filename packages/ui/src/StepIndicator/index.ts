export { StepIndicator, stepStates, type StepIndicatorProps } from './StepIndicator';
