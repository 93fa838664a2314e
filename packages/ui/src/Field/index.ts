export { Field, type FieldProps, type FieldOwnProps, type FieldControlProps } from './Field';
export { control as fieldControlClass } from './Field.css';
