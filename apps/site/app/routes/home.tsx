export default function Page() {
  return (
    <main>
      <h1>Início</h1>
    </main>
  );
}
