export default function Page() {
  return <h1>palestrantes</h1>;
}
