import { routeMeta } from '../seo';

export const meta = () => routeMeta('/como-funciona');

export default function Page() {
  return (
    <main>
      <h1>Como funciona</h1>
    </main>
  );
}
