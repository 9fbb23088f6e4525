export default function Page() {
  return <h1>trabalhos-aprovados</h1>;
}
