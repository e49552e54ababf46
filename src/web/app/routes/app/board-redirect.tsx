
// Scaffold: replaced by the module's owner.
export default function BoardRedirect() {
  return <main><h1>BoardRedirect</h1></main>;
}
