/** The landing page's chunk; App.tsx fetches it with the app's body at the first interaction. */
export const loadLandingPage = () => import('./LandingPage');
