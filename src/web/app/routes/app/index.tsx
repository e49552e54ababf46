
// Scaffold: replaced by the module's owner.
export default function Index() {
  return <main><h1>Index</h1></main>;
}
