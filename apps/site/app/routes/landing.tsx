import { routeMeta, storesStructuredData } from '../seo';

export const meta = () => [...routeMeta('/'), ...storesStructuredData()];

export default function Landing() {
  return (
    <main>
      <h1>Financiamento de veículos</h1>
    </main>
  );
}
