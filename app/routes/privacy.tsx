export default function Page() {
  return <h1>privacy</h1>;
}
