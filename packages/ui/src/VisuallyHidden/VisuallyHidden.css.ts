import { style } from '@vanilla-extract/css';
import { visuallyHiddenStyle } from '../styles/visuallyHidden';

export const visuallyHidden = style(visuallyHiddenStyle);
