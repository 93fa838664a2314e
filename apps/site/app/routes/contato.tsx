export default function Page() {
  return (
    <main>
      <h1>Contato</h1>
    </main>
  );
}
