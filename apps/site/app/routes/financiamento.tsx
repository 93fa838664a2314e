import { routeMeta } from '../seo';

export const meta = () => routeMeta('/financiamento');

export default function Page() {
  return (
    <main>
      <h1>Financiamento</h1>
    </main>
  );
}
