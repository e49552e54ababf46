
// Scaffold: replaced by the module's owner.
export default function Templates() {
  return <main><h1>Templates</h1></main>;
}
