import { useAuth } from './auth-context';

/** The active provider's sign-in widget (Clerk's <SignIn/> or the embedded email form). */
export function SignInPanel() {
  const { SignIn } = useAuth();
  return <SignIn />;
}
