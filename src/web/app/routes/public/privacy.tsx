
// Scaffold: replaced by the module's owner.
export default function Privacy() {
  return <main><h1>Privacy</h1></main>;
}
