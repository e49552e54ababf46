
// Scaffold: replaced by the module's owner.
export default function Callback() {
  return <main><h1>Callback</h1></main>;
}
