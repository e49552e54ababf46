
// Scaffold: replaced by the module's owner.
export default function Login() {
  return <main><h1>Login</h1></main>;
}
