/** /financiamento's island: the wizard, its heading and side panel with it (the heading names the product chosen in it). */
export { FinancingWizard as default } from '../flows/wizard/Wizard';
