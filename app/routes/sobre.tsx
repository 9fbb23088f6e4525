export default function Page() {
  return <h1>sobre</h1>;
}
