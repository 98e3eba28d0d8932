export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** milliseconds before it closes itself; Infinity keeps it until dismissed */
  duration?: number;
  /** one button beside the message (an Undo, say); choosing it also closes the toast */
  action?: ToastAction;
};

type ToastAction = { label: string; onClick: () => void };

export type ToastRecord = Required<Omit<ToastOptions, 'description' | 'action'>> & {
  id: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
};

type ToastHandle = { id: string; dismiss: () => void };

export type ToastApi = {
  toast: (options: ToastOptions) => ToastHandle;
  /** closes one toast, or every toast when no id is given */
  dismiss: (id?: string) => void;
};
