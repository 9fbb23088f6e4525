export default function Page() {
  return <h1>inscricoes-grupo</h1>;
}
