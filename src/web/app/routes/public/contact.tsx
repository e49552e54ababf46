
// Scaffold: replaced by the module's owner.
export default function Contact() {
  return <main><h1>Contact</h1></main>;
}
