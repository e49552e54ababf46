import { Outlet } from 'react-router';
// Scaffold: replaced by the module's owner.
export default function Shell() {
  return <Outlet />;
}
