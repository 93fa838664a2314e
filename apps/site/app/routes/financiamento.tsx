export default function Page() {
  return (
    <main>
      <h1>Financiamento</h1>
    </main>
  );
}
