export default function Page() {
  return <h1>inscricao</h1>;
}
