import { routeMeta, storesStructuredData } from '../seo';

export const meta = () => [...routeMeta('/contato'), ...storesStructuredData()];

export default function Page() {
  return (
    <main>
      <h1>Contato</h1>
    </main>
  );
}
