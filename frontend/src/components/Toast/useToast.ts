import { useContext } from 'react';
import { ToastContext } from './ToastContext';
import type { ToastApi } from './toastTypes';

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
