export { vars, tones, type Tone } from './contract.css';
export { media, breakpoints, breakpointNames, type BreakpointName, type Responsive } from './media';
export { defaultTheme, terracottaTheme, themes, themeNames, type ThemeName } from './themes';
