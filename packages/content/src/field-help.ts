/**
 * What the forms offer beside a field to mend an answer, read by the forms themselves (so it ships
 * with them): apart from `field-rules.ts`, whose messages only the lazily fetched rules read, so
 * that module stays out of the chunk every page loads.
 */
/** What the forms offer beside a field to mend an answer in one press. */
export const fieldHelp = {
  /** Before the suggested address, which is the button: `Você quis dizer maria@gmail.com?` */
  emailSuggestion: 'Você quis dizer',
  /** 14 characters in the CPF field: a company's CNPJ, said at the field with {@link fieldHelp.switchToCompany}. */
  cpfHoldsCnpj: 'Este número tem 14 dígitos, como um CNPJ. Se for de uma empresa, escolha Pessoa Jurídica.',
  /** The button beside a CNPJ typed in the CPF field. */
  switchToCompany: 'Mudar para Pessoa Jurídica com este CNPJ',
} as const;
