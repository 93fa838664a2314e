import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StepIndicator } from './StepIndicator';

const steps = ['Dados pessoais', 'Veículo', 'Para concluir', 'Resultado'];

describe('StepIndicator', () => {
  describe('on step 3 of 4', () => {
    it('is a named list with one item per step', async () => {
      const screen = await render(<StepIndicator steps={steps} current={2} label="Etapas" completedLabel="concluído" />);
      const list = screen.getByRole('list', { name: 'Etapas' });
      await expect.element(list).toBeVisible();
      expect(list.getByRole('listitem').all()).toHaveLength(4);
    });

    it('marks the current step with aria-current="step"', async () => {
      const screen = await render(<StepIndicator steps={steps} current={2} label="Etapas" completedLabel="concluído" />);
      const items = screen.getByRole('listitem').all();
      await expect.element(items[2]!).toHaveAttribute('aria-current', 'step');
      await expect.element(items[0]!).not.toHaveAttribute('aria-current');
      await expect.element(items[3]!).not.toHaveAttribute('aria-current');
    });

    it('says "concluído" for completed steps only', async () => {
      const screen = await render(<StepIndicator steps={steps} current={2} label="Etapas" completedLabel="concluído" />);
      const items = screen.getByRole('listitem').all();
      await expect.element(items[0]!).toHaveTextContent('Dados pessoais (concluído)');
      await expect.element(items[1]!).toHaveTextContent('Veículo (concluído)');
      await expect.element(items[2]!).not.toMatchTextContent('concluído');
      await expect.element(items[3]!).not.toMatchTextContent('concluído');
    });
  });

  it('has no completed step on the first step', async () => {
    const screen = await render(<StepIndicator steps={steps} current={0} label="Etapas" completedLabel="concluído" />);
    await expect.element(screen.getByRole('list')).not.toMatchTextContent('concluído');
  });
});
