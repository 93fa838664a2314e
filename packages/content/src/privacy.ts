import { partnerInstitutionNames } from './banks';
import { broker } from './broker';

// A module of its own: only the pages with a form load it (the site bundles its content per
// module, and every page loads `legal.ts` for the footer).

/**
 * LGPD art. 9 notice: purpose, form and duration of the processing, the controller and how to
 * reach them, with whom the data is shared, and the data subject's rights (art. 18). Each form
 * shows its short `summary` before its first field, with the full `sections` one click away.
 * Keep it true to what the site does: the wizard keeps a draft in sessionStorage (state.ts),
 * the contact form and the offer check keep nothing, no form posts to a server, the message leaves through WhatsApp,
 * the visit's campaign is kept in the tab and written only into the message (apps/site/app/campaign/),
 * the browser asks the FIPE API only when the visitor asks for the table (app/vehicle-value/).
 */
export const privacyNotice = {
  title: 'Privacidade dos seus dados',
  /** The short notice, one per form. */
  summary: {
    wizard:
      'Usamos estes dados só para montar a sua solicitação, que você mesmo envia pelo WhatsApp. ' +
      'Um rascunho fica apenas neste navegador e é apagado quando você fecha a aba: nada chega a um ' +
      'servidor nosso.',
    contact:
      'Usamos estes dados só para responder à sua mensagem, que você mesmo envia pelo WhatsApp. ' +
      'O site não guarda o que você digita e nada chega a um servidor nosso.',
  },
  /** The link, after the short notice, to check a contact claiming to be the broker. */
  channelsLink: 'Canais oficiais',
  /** The control that shows the full notice. */
  moreLabel: 'Ler o aviso de privacidade completo',
  sections: [
    {
      title: 'Quem trata os seus dados',
      text:
        `A ${broker.name}, correspondente bancário, é a responsável (controladora) pelo tratamento ` +
        `dos dados que você envia. Fale com a gente pelo e-mail ${broker.emails.contact} ou pelo ` +
        `telefone ${broker.phones.main.display}.`,
    },
    {
      title: 'Para que usamos',
      text:
        'Para responder ao seu contato e, quando você pede crédito, para montar a proposta e ' +
        'encaminhá-la às instituições que vão analisá-la: um procedimento anterior ao contrato, ' +
        'feito a seu pedido (LGPD, art. 7º, V). Não usamos seus dados para outros fins nem os vendemos.',
    },
    {
      title: 'O que fica guardado, onde e por quanto tempo',
      text:
        'Os formulários deste site não enviam nada a um servidor nosso. Na solicitação de ' +
        'financiamento, um rascunho do que você digitou (CPF ou CNPJ, nome, e-mail, telefone e os ' +
        'dados do veículo) fica guardado só neste navegador, no armazenamento desta aba, para não se ' +
        'perder se a página recarregar ou se você voltar para corrigir algo depois de enviar; ele é ' +
        'apagado quando você fecha a aba. ' +
        'O formulário de contato e a conferência de proposta não guardam nada. Depois que você envia a mensagem pelo WhatsApp, ' +
        'guardamos a conversa pelo tempo necessário ao atendimento e ao cumprimento de obrigações legais.',
    },
    {
      title: 'O anúncio que trouxe você',
      text:
        'Se um anúncio trouxe você, o nome da campanha (como "instagram / julho", nunca o código do ' +
        'anúncio) fica só nesta aba e vai na linha "Origem" da sua mensagem. Sem cookie: ela só segue na ' +
        'sua mensagem.',
    },
    {
      title: 'Consulta à tabela FIPE',
      text:
        'Só se você pedir a consulta à tabela FIPE, ao lado do valor do veículo, o seu navegador pergunta ' +
        'ao serviço público da tabela FIPE (da Parallelum) as marcas, os modelos, os anos e o preço do ' +
        'veículo que você escolher, e nada mais: nenhum dado pessoal vai na consulta. Como qualquer site, ' +
        'esse serviço vê o endereço de internet (IP) do seu navegador. O que você escolheu fica só neste ' +
        'navegador, enquanto a aba estiver aberta.',
    },
    {
      title: 'Com quem compartilhamos',
      text:
        'Ao enviar, o texto é aberto no WhatsApp, serviço da Meta, que o entrega à nossa equipe ' +
        'conforme a política de privacidade do próprio WhatsApp. Quando você pede crédito, ' +
        `encaminhamos a proposta às instituições financeiras parceiras (${partnerInstitutionNames}) ` +
        'que vão analisá-la, e cada uma trata os dados conforme a sua própria política.',
    },
    {
      title: 'Os seus direitos',
      text:
        'Você pode pedir a confirmação do tratamento, o acesso, a correção, a anonimização, o bloqueio ' +
        'ou a eliminação dos seus dados e a portabilidade, saber com quem foram compartilhados e ' +
        `revogar o consentimento (LGPD, art. 18), pelo e-mail ${broker.emails.contact}. Você também ` +
        'pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
    },
  ],
} as const;
