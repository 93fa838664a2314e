export { Heading, type HeadingProps } from './Heading';
export { headingLevels, headingSizes, headingAligns } from './Heading.css';
