export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps } from './Button';
export { buttonVariants, buttonTones, buttonSizes, buttonWidths, type ButtonRecipeVariants } from './Button.css';
