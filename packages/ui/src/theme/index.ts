export { vars, tones, type Tone } from './contract.css';
export { defaultTheme } from './defaultTheme.css';
export { terracottaTheme } from './terracottaTheme.css';
export { media, breakpoints, breakpointNames, type BreakpointName, type Responsive } from './media';
export { themes, themeNames, type ThemeName } from './themes';
