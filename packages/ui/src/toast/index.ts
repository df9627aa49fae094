export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from "./toast.tsx";
export { TOAST_DURATION_MS, type ToastOptions, type ToastTone } from "./toast-item.tsx";
