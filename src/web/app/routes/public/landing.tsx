
// Scaffold: replaced by the module's owner.
export default function Landing() {
  return <main><h1>Landing</h1></main>;
}
