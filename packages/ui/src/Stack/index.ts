export { Stack, type StackProps } from './Stack';
export { spaceSteps, stackAligns, type SpaceStep } from './Stack.css';
