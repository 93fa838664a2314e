import { routeMeta } from '../seo';

export const meta = () => routeMeta('/sobre');

export default function Page() {
  return (
    <main>
      <h1>Sobre</h1>
    </main>
  );
}
