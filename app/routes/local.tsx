export default function Page() {
  return <h1>local</h1>;
}
