export default function Page() {
  return <h1>certificados</h1>;
}
