
// Scaffold: replaced by the module's owner.
export default function About() {
  return <main><h1>About</h1></main>;
}
