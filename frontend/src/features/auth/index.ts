// What other features use of sign-in: signing out (the back office's header).
export { useSignOut } from './useSignOut';
