export { Stack, type StackProps } from './Stack';
export { stackAligns } from './Stack.css';
