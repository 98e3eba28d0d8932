// What other features use of the logo: the lockup and the brand's name.
export { Logo } from './Logo';
export { BRAND_NAME } from './brand';
