export default function Page() {
  return <h1>faq</h1>;
}
