/** Placeholder until the sign-in form lands with the admin area (it stays in the shell). */
export default function LoginPage() {
  return (
    <section className="page-section">
      <h1>Staff sign-in</h1>
      <p>Sign-in for museum staff is being set up.</p>
    </section>
  );
}
