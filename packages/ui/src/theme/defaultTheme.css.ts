import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultValues } from './defaultTheme.values';
import { defaultTheme } from './themes';

/**
 * Default theme's stylesheet (values and rationale in `defaultTheme.values.ts`, also written as DTCG JSON
 * to `tokens/default.tokens.json`): sets every token on the class `defaultTheme`. Import this module (or,
 * from the built package, `@repo/ui/themes/default.css`) and apply the class on `<html>` (or any subtree).
 */
createGlobalTheme(`.${defaultTheme}`, vars, defaultValues);

export { defaultTheme };
