export default function Page() {
  return <h1>anais</h1>;
}
