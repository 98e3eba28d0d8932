// What other features use of sign-in: signing out (the back office's header), and who is signed
// in with their role (read-only controls for analysts, admin-only pages).
export { useSignOut } from './useSignOut';
export { useCurrentUser } from './useCurrentUser';
export { codeToSend, twoFactorCodeSchema } from './twoFactorCodeSchema';
