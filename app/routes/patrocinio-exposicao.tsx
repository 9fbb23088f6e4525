export default function Page() {
  return <h1>patrocinio-exposicao</h1>;
}
