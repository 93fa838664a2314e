/** The kinds of vehicle the broker finances, and each kind's examples. */
import * as v from 'valibot';
import { field } from './editor';
import { text } from './fields';

/** One kind of vehicle's examples (`Bitruck`, `Carretas`): present, the broker finances that kind. */
const vehicleExamples = (label: string) =>
  v.optional(
    field(
      v.pipe(
        v.array(field(text('um tipo de veículo', 40), 'Exemplo')),
        v.maxLength(8, 'esperado no máximo 8 exemplos'),
      ),
      label,
      'Ausente: a corretora não financia este tipo de veículo. Uma lista vazia: financia, sem exemplos.',
    ),
  );

export const vehicles = v.pipe(
  v.strictObject({ carro: vehicleExamples('Carros'), moto: vehicleExamples('Motos'), caminhao: vehicleExamples('Caminhões') }),
  v.check((value) => Object.values(value).some((item) => item !== undefined), 'esperado ao menos um tipo de veículo: carro, moto ou caminhao'),
);
