
// Scaffold: replaced by the module's owner.
export default function Eula() {
  return <main><h1>Eula</h1></main>;
}
