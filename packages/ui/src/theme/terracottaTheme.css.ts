import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { terracottaValues } from './terracottaTheme.values';
import { terracottaTheme } from './themes';

/**
 * Terracotta theme's stylesheet (values and rationale in `terracottaTheme.values.ts`, also written as DTCG JSON
 * to `tokens/terracotta.tokens.json`): sets every token on the class `terracottaTheme`. Import this module (or,
 * from the built package, `@repo/ui/themes/terracotta.css`) and apply the class on `<html>` (or any subtree).
 */
createGlobalTheme(`.${terracottaTheme}`, vars, terracottaValues);

export { terracottaTheme };
