export default function Page() {
  return <h1>premio-bigfral</h1>;
}
