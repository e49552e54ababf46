
// Scaffold: replaced by the module's owner.
export default function BoardView() {
  return <main><h1>BoardView</h1></main>;
}
