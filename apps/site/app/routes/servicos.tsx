import { routeMeta } from '../seo';

export const meta = () => routeMeta('/servicos');

export default function Page() {
  return (
    <main>
      <h1>Serviços</h1>
    </main>
  );
}
