
// Scaffold: replaced by the module's owner.
export default function AccountDeleted() {
  return <main><h1>AccountDeleted</h1></main>;
}
