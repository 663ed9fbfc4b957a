export default function Page() {
  return <h1>widget-embed</h1>;
}
