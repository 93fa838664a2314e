export default function Landing() {
  return (
    <main>
      <h1>Financiamento de veículos</h1>
    </main>
  );
}
