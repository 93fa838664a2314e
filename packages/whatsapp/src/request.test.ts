import { personTypes, vehicleKinds } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { financingMessage } from './messages';
import { emptyFinancingDraft, financingFacts, readFinancingDraft, toFinancingRequest } from './request';

describe('the financing request', () => {
  it('reads every person type and vehicle kind that content offers, and nothing else', () => {
    for (const { id } of personTypes) expect(readFinancingDraft(emptyFinancingDraft, { personType: id }).personType).toBe(id);
    for (const { id } of vehicleKinds) expect(readFinancingDraft(emptyFinancingDraft, { vehicleType: id }).vehicleType).toBe(id);
    const unknown = readFinancingDraft(emptyFinancingDraft, { personType: 'outra', vehicleType: 'barco', cpf: 7, income: '5000' });
    expect(unknown).toEqual(emptyFinancingDraft);
  });

  it('parses amounts and installments from the text a form keeps', () => {
    const draft = { ...emptyFinancingDraft, vehicleValue: '85.000,00', downPayment: '', installments: '48' };
    expect(toFinancingRequest(draft)).toMatchObject({ vehicleValue: 85_000, downPayment: null, installments: 48 });
  });

  it('writes the message from the same labelled facts the review step shows', () => {
    const request = toFinancingRequest({ ...emptyFinancingDraft, cpf: '52998224725', fullName: 'Maria', vehicleValue: '85.000' });
    const lines = financingMessage(request).split('\n');
    for (const { step, facts } of financingFacts(request)) {
      expect(lines).toContain(step.title);
      for (const fact of facts) expect(lines).toContain(`${fact.label}: ${fact.value}`);
    }
    expect(lines).toContain('CPF: 529.982.247-25');
  });
});
