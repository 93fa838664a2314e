export default function Page() {
  return (
    <main>
      <h1>Clientes</h1>
    </main>
  );
}
