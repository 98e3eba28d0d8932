export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastApi, ToastHandle, ToastOptions, ToastVariant } from './toastTypes';
