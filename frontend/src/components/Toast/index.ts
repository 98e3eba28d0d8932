export { ToastProvider } from './ToastProvider';
export { useToast } from './useToast';
export { TOAST_UNDO_DURATION_MS } from './toastConstants';
