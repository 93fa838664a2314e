import { routeMeta } from '../seo';

export const meta = () => routeMeta('/clientes');

export default function Page() {
  return (
    <main>
      <h1>Clientes</h1>
    </main>
  );
}
