export default function Page() {
  return <h1>cancelamentos</h1>;
}
