import { routeMeta } from '../seo';

export const meta = () => routeMeta('/home');

export default function Page() {
  return (
    <main>
      <h1>Início</h1>
    </main>
  );
}
