export default function Page() {
  return <h1>how-it-works</h1>;
}
