export default function Page() {
  return <h1>trabalhos</h1>;
}
