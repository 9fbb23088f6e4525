export default function Page() {
  return <h1>programacao</h1>;
}
