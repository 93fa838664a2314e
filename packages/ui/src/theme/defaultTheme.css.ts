import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultValues } from './defaultTheme.values';

/**
 * Default theme (values and rationale in `defaultTheme.values.ts`, also written as DTCG JSON to
 * `tokens/default.tokens.json`). Apply the class on `<html>` (or any subtree).
 */
export const defaultTheme = createTheme(vars, defaultValues);
