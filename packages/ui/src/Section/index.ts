export { Section, type SectionProps } from './Section';
export { sectionSpacings, sectionBackgrounds } from './Section.css';
