export default function Page() {
  return (
    <main>
      <h1>Como funciona</h1>
    </main>
  );
}
