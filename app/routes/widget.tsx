export default function Page() {
  return <h1>widget</h1>;
}
