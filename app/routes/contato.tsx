export default function Page() {
  return <h1>contato</h1>;
}
