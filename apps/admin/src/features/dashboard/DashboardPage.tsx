import { useAuth } from '@furnace/auth';

/** The admin dashboard greets the signed-in user by username (SPEC section 2). */
export function DashboardPage() {
  const { user } = useAuth();
  return (
    <section>
      <h1>Welcome, {user?.username}</h1>
      <p>Use the links on the left to manage opening hours and events.</p>
    </section>
  );
}
