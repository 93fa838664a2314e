/** What the forms' rules read (a request's answers) and what they say of them (issues at fields). */
import type { RequestDraft, RequestTextField } from '../request';

/**
 * The answers the step-2 rules read: the product and any of its fields (the landing simulator has
 * a few of them only; an absent field reads as empty).
 */
export type DetailsAnswers = Pick<RequestDraft, 'product'> & Partial<Omit<RequestDraft, 'product'>>;

/** An answer that breaks a rule, with the message to show at its field. */
export type FieldIssue<Field extends string = RequestTextField> = { readonly field: Field; readonly message: string };

/** Whether an answer was given: an empty one is never a rule's business (presence says it). */
export const filled = (value: string) => value.trim() !== '';

/** Step 2's answers left empty (no kind of vehicle chosen). */
export const emptyDetails = {
  vehicleType: '',
  vehicleMakeModel: '',
  vehicleYear: '',
  vehiclePlate: '',
  vehiclePrice: '',
  vehicleFipe: '',
  downPayment: '',
  ownedVehicleType: '',
  ownedVehicleMakeModel: '',
  ownedVehicleYear: '',
  ownedVehicleValue: '',
  ownedVehicleFipe: '',
  ownedVehiclePaidOff: '',
  loanAmount: '',
  currentLender: '',
  outstandingBalance: '',
  remainingInstallments: '',
  currentInstallment: '',
  installments: '',
} as const satisfies Omit<RequestDraft, 'product' | 'personType' | 'cpf' | 'cnpj' | 'fullName' | 'contactName' | 'email' | 'phone'>;
