import { describe, expect, it } from 'vitest';
import { consoleMessages, notFoundPage, problemScreenHomeLink, routeErrorPage, toasts } from './messages';

describe('messages › SPEC §8 word for word', () => {
  it.each([
    ['wizard step 1 incomplete', toasts.personalDataIncomplete, 'Preencha todos os campos obrigatórios', 'Complete todas as informações para continuar.'],
    ['wizard step 2 incomplete', toasts.vehicleDataIncomplete, 'Dados do veículo incompletos', 'Complete as informações do veículo para continuar.'],
  ])('%s: toast %j', (_situation, toast, title, description) => {
    expect(toast).toEqual({ title, description });
  });

  it('ends the wizard honestly: the message was opened in WhatsApp, whether it was sent only the visitor knows', () => {
    expect(toasts.financingSent).toEqual({
      title: 'Mensagem aberta no WhatsApp',
      description: 'Se você já a enviou por lá, em breve entraremos em contato com as melhores propostas.',
    });
    expect(Object.values(toasts.financingSent).join(' ')).not.toMatch(/enviada!|Falta/);
  });

  it('ends the contact form the same way: never "enviada!" beside "para enviar"', () => {
    expect(toasts.contactSent).toEqual({
      title: 'Mensagem aberta no WhatsApp',
      description: 'Se você já a enviou por lá, em breve responderemos pelo WhatsApp.',
    });
    expect(Object.values(toasts.contactSent).join(' ')).not.toMatch(/enviada!|para enviar/);
  });

  it('titles the 404 page "Ops! Página não encontrada"', () => {
    expect(notFoundPage.title).toBe('Ops! Página não encontrada');
  });

  it('titles the routing failure in Portuguese, as the 404 is (a deliberate deviation from SPEC.md)', () => {
    expect(routeErrorPage.title).toBe('Erro inesperado');
    expect(problemScreenHomeLink).toBe('Voltar para o início');
  });

  it('logs the attempted path of a 404', () => {
    expect(consoleMessages.notFound('/nao-existe')).toContain('/nao-existe');
  });
});
