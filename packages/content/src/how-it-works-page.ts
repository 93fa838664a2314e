/**
 * The how-it-works page's copy (/como-funciona), in its own module so that it ships in that page's
 * chunk and no other page loads it.
 */

/** The how-it-works page (/como-funciona). */
export const howItWorksPage = {
  title: 'Como funciona',
  subtitle: 'Do pedido à liberação do crédito, sem complicação.',
  stepsTitle: 'Passo a passo',
  documentsTitle: 'Documentos necessários',
  timesTitle: 'Prazos',
  faqTitle: 'Perguntas frequentes',
  startProcess: {
    title: 'Pronto para começar?',
    description: 'Fale com a nossa equipe pelo WhatsApp e dê o primeiro passo agora.',
    /** WhatsApp text of the 'Iniciar Processo' link. */
    message: 'Olá! Gostaria de iniciar o processo de financiamento.',
  },
} as const;
