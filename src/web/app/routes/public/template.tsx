
// Scaffold: replaced by the module's owner.
export default function Template() {
  return <main><h1>Template</h1></main>;
}
