
// Scaffold: replaced by the module's owner.
export default function Support() {
  return <main><h1>Support</h1></main>;
}
