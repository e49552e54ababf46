
// Scaffold: replaced by the module's owner.
export default function Logout() {
  return <main><h1>Logout</h1></main>;
}
