export { ToastProvider } from './ToastProvider';
export { useToast } from './useToast';
