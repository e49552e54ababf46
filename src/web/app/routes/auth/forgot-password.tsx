
// Scaffold: replaced by the module's owner.
export default function ForgotPassword() {
  return <main><h1>ForgotPassword</h1></main>;
}
