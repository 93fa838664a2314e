import type { VehicleKindId } from '@repo/content';
import type { IllustrationName } from '@repo/ui';

/** The picture of each kind of vehicle the broker finances. */
export const vehiclePictures = { carro: 'car', moto: 'motorcycle', caminhao: 'truck' } as const satisfies Record<VehicleKindId, IllustrationName>;
