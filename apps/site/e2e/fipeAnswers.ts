/*
 * The FIPE API's answers (Parallelum v2) from the fixtures of `app/vehicle-value/fixtures/`, shaped
 * as its published schema (`deividfortuna/fipe`, `v2/api.json`), one set per kind of vehicle: what
 * the e2e suite serves the browser (e2e/fipe.ts) and the lookup's component tests answer `fetch`
 * with (app/vehicle-value/FipeLookup.test.tsx). Each reads the fixture files its own way.
 */

import { formatBRL } from '@repo/content';

type Choice = { code: string; name: string };
type Detail = { brand: string; codeFipe: string; model: string; modelYear: number; price: string; referenceMonth: string };

/** One kind of vehicle's answers, and the choices a test makes among them. */
export type FipeVehicle = {
  /** The API's name for the kind. */
  readonly type: 'cars' | 'motorcycles' | 'trucks';
  /** The site's name, as the lookup's radio and the wizard's select show it. */
  readonly kindLabel: string;
  readonly brands: Choice[];
  readonly models: Choice[];
  readonly years: Choice[];
  readonly price: Detail;
  /** The brand, model and year the fixtures' price is of (the models and years are that brand's and model's). */
  readonly brand: Choice;
  readonly model: Choice;
  readonly year: Choice;
};

/** Reads a fixture by its path under `app/vehicle-value/fixtures/` (`cars/brands.json`). */
export type FixtureReader = (path: string) => unknown;

/** The fixtures' vehicles, and the answer the API gives each path, read with `read`. */
export function fipeAnswers(read: FixtureReader) {
  const fixture = <T>(path: string) => read(path) as T;
  const vehicle = (type: FipeVehicle['type'], kindLabel: string, names: { brand: string; model: string; year: string }): FipeVehicle => {
    const brands = fixture<Choice[]>(`${type}/brands.json`);
    const models = fixture<Choice[]>(`${type}/models.json`);
    const years = fixture<Choice[]>(`${type}/years.json`);
    const pick = (list: Choice[], name: string) => list.find((choice) => choice.name === name)!;
    return {
      type,
      kindLabel,
      brands,
      models,
      years,
      price: fixture<Detail>(`${type}/price.json`),
      brand: pick(brands, names.brand),
      model: pick(models, names.model),
      year: pick(years, names.year),
    };
  };
  const fipeVehicles = {
    carro: vehicle('cars', 'Carro', { brand: 'VW - VolksWagen', model: 'AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut', year: '2014 Diesel' }),
    moto: vehicle('motorcycles', 'Moto', { brand: 'HONDA', model: 'CG 160 FAN/ FAN ESDi/ FAN FLEX/ FLEXONE', year: '2019 Gasolina' }),
    caminhao: vehicle('trucks', 'Caminhão', { brand: 'SCANIA', model: 'R-440 A 6x4 3-Eixos 2p (diesel)(E5)', year: '2015 Diesel' }),
  } as const;

  /**
   * The fixture the API answers `path` (`/cars/brands`) with: the brands of each kind, and the
   * models, years and price of the fixtures' brand and model only; undefined for any other code
   * (the API's 404).
   */
  function answerOf(path: string): unknown {
    const [, type, , brand, , model, , year] = path.split('/');
    const served = Object.values(fipeVehicles).find((entry) => entry.type === type);
    if (!served) return undefined;
    if (brand === undefined) return served.brands;
    if (brand !== served.brand.code) return undefined;
    if (model === undefined) return served.models;
    if (model !== served.model.code) return undefined;
    if (year === undefined) return served.years;
    return year === served.year.code ? served.price : undefined;
  }

  return { fipeVehicles, answerOf };
}

/** The figures a lookup of `vehicle` gives, from its fixture: the value, the lookup's line, the make and model, the year. */
export function lookedUp(vehicle: FipeVehicle) {
  const value = Number(vehicle.price.price.replace(/[^\d,]/g, '').replace(',', '.'));
  return {
    value,
    line: `Tabela FIPE de ${vehicle.price.referenceMonth}: ${formatBRL(value)}`,
    makeModel: `${vehicle.price.brand} ${vehicle.price.model}`,
    year: String(vehicle.price.modelYear),
  };
}
