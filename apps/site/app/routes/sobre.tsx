export default function Page() {
  return (
    <main>
      <h1>Sobre</h1>
    </main>
  );
}
