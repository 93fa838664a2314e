/** The drafts the request's tests and its rules' share. */
import type { ProductId } from '@repo/content';
import { emptyRequestDraft, type RequestDraft } from './request';

/** A draft holding answers for every product at once, as a visitor who switched product keeps it. */
export const everything: RequestDraft = {
  ...emptyRequestDraft,
  cpf: '52998224725',
  fullName: 'Maria da Silva',
  email: 'maria@exemplo.com',
  phone: '66999991234',
  vehicleType: 'carro',
  vehiclePrice: '85.000,00',
  vehicleYear: '2020',
  vehiclePlate: 'abc-1d23',
  downPayment: '20.000,00',
  vehicleMakeModel: 'Fiat Strada Freedom 1.3',
  ownedVehicleType: 'moto',
  ownedVehicleMakeModel: 'Honda CG 160 Titan',
  ownedVehicleYear: '2017',
  ownedVehicleValue: '60.000,00',
  ownedVehiclePaidOff: 'sim',
  loanAmount: '30.000,00',
  currentLender: 'Banco Pan',
  outstandingBalance: '40.000,00',
  remainingInstallments: '24',
  currentInstallment: '1.500,00',
  installments: '48',
};

/** `draft` (every product's answers unless said) on `product`. */
export const on = (product: ProductId, draft: RequestDraft = everything): RequestDraft => ({ ...draft, product });
