import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { terracottaValues } from './terracottaTheme.values';

/**
 * Terracotta theme (values and rationale in `terracottaTheme.values.ts`, also written as DTCG JSON to
 * `tokens/terracotta.tokens.json`). Apply the class on `<html>` (or any subtree).
 */
export const terracottaTheme = createTheme(vars, terracottaValues);
