// What other features may use of the floating menu (the back office puts it in its header).
export { FloatingMenu } from './FloatingMenu';
